/// A view that adapts to the available space by providing the first child view that fits.
public struct ViewThatFits<Content: View> {
  let axes: Axis.Set
  let content: Content

  /// Produces a view constrained in the given axes from one of several alternatives provided by
  /// a view builder; the renderer picks the alternative.
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
}

extension ViewThatFits: View, PrimitiveView {
  /// A view that fits has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { $0.add(content, key: .index(0)) }
  }

  package func output(in node: Node) -> NodeOutput {
    node.containerOutput(role: .viewThatFits(axes))
  }
}
