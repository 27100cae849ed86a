/// A visual element that can be used to separate other content.
public struct Divider: Sendable {
  /// Creates a divider.
  public init() {}
}

extension Divider: View, PrimitiveView {
  /// A divider has no body.
  public var body: Never { primitiveBody(Self.self) }
  package func update(in node: Node) {}
  package func output(in node: Node) -> NodeOutput { node.leafOutput(role: .divider) }
}
