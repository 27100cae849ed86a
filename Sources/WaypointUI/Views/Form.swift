/// A container for grouping controls that enter data, such as settings or a sign-up form: its
/// sections and rows are laid out as a grouped list.
public struct Form<Content: View>: View {
  let content: Content

  /// Creates a form with the given content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The form's rows, as a list.
  public var body: some View {
    List { content }
  }
}
