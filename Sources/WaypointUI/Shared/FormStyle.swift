/// A type that sets how forms look; `.formStyle(_:)` records the style where it is
/// set (the views draw the same way here whatever their style).
@MainActor @preconcurrency
public protocol FormStyle {
  /// The body of a form in this style.
  associatedtype Body: View
  /// The body of a form of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a form, for a style.
  typealias Configuration = FormStyleConfiguration
}

/// The properties of a form, for a style.
public struct FormStyleConfiguration {
  /// The form's content, as a view.
  public struct Content: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The form's content.
  public let content: Content
}
