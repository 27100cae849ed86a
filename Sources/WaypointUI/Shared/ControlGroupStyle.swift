/// A type that sets how control groups look; `.controlGroupStyle(_:)` records the style where it is
/// set (the views draw the same way here whatever their style).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
  /// The body of a control group in this style.
  associatedtype Body: View
  /// The body of a control group of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a control group, for a style.
  typealias Configuration = ControlGroupStyleConfiguration
}

/// The properties of a control group, for a style.
public struct ControlGroupStyleConfiguration {
  /// The group's controls, as a view.
  public struct Content: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The group's controls.
  public let content: Content
  /// The group's label, as a view.
  public struct Label: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The group's label.
  public let label: Label
}
