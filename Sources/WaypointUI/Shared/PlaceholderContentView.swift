/// A view that stands for the content a modifier's closure decorates (`label` in
/// `accessibilityLabel(content:)`): it shows that content.
public struct PlaceholderContentView<Value> {
  let view: any View

  nonisolated init(view: any View) {
    self.view = view
  }

  nonisolated init(_ content: some View) {
    self.view = content
  }
}

extension PlaceholderContentView: View, PrimitiveView {
  /// The placeholder has no body: it shows the content it stands for.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { $0.add(view, key: .index(0)) }
  }
}
