/// A type that sets how labeled contents look; `.labeledContentStyle(_:)` records the style where it is
/// set (the views draw the same way here whatever their style).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The body of a labeled content in this style.
  associatedtype Body: View
  /// The body of a labeled content of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a labeled content, for a style.
  typealias Configuration = LabeledContentStyleConfiguration
}

/// The properties of a labeled content, for a style.
public struct LabeledContentStyleConfiguration {
  /// The label, as a view.
  public struct Label: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The label.
  public let label: Label
  /// The content, as a view.
  public struct Content: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The content.
  public let content: Content
}
