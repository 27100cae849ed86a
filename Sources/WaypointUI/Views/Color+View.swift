extension Color: View, PrimitiveView {
  /// A color has no body.
  public var body: Never { primitiveBody(Self.self) }
  package func update(in node: Node) {}
  package func output(in node: Node) -> NodeOutput { node.leafOutput(role: .color(self)) }
}
