/// Settings-style screens of labeled controls: the content is shown as a `List` of sections
/// and rows, or as the body of a `.formStyle` set above.
public struct Form<Content: View> {
  let content: Content
  @Environment(\.formStyling) private var styling

  /// Makes a form whose rows are the builder's views (sections included).
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: View {
  /// The form's rows, as a list; or the custom style's body.
  public var body: some View {
    // A form a style made from its configuration is the style's own: it is not styled again.
    if let styling, Content.self != FormStyleConfiguration.Content.self {
      styling(FormStyleConfiguration(content: .init(view: AnyView(content))))
    } else {
      List { content }
    }
  }
}
