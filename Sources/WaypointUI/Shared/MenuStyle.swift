/// A type that sets how menus look; `.menuStyle(_:)` records the style where it is
/// set (the views draw the same way here whatever their style).
@MainActor @preconcurrency
public protocol MenuStyle {
  /// The body of a menu in this style.
  associatedtype Body: View
  /// The body of a menu of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a menu, for a style.
  typealias Configuration = MenuStyleConfiguration
}

/// The properties of a menu, for a style.
public struct MenuStyleConfiguration {
  /// The menu's label, as a view.
  public struct Label: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The menu's label.
  public let label: Label
  /// The menu's items, as a view.
  public struct Content: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The menu's items.
  public let content: Content
}
