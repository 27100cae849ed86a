/// A container for grouping controls that enter data, such as settings or a sign-up form: its
/// sections and rows are laid out as a grouped list, or as a custom form style makes them.
public struct Form<Content: View> {
  let content: Content
  @Environment(\.formStyling) private var styling

  /// Creates a form with the given content.
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
