/// The content of a window opened for a value (`WindowGroup(for:)`): the group's content,
/// given a binding to the value, which the content may change.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
  let content: (Binding<Data?>) -> Content
  @State private var value: Data?

  init(value: Data?, content: @escaping (Binding<Data?>) -> Content) {
    self.content = content
    _value = State(initialValue: value)
  }

  /// The group's content for the window's value.
  public var body: some View {
    content($value)
  }
}
