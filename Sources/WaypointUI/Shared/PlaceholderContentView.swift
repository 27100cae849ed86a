/// A placeholder for the content a modifier, transition or animator is applied to: the view
/// that `body(content:…)` or `content` closures receive.
public struct PlaceholderContentView<Value> {
  let content: AnyView

  nonisolated init(_ content: some View) {
    self.content = AnyView(content)
  }
}

extension PlaceholderContentView: View {
  /// The content it stands for.
  public var body: some View { content }
}
