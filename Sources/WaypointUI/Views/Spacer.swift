import Foundation

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer: Sendable {
  /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
  public var minLength: CGFloat?

  /// Creates a spacer with an optional minimum length.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }
}

extension Spacer: View, PrimitiveView {
  /// A spacer has no body.
  public var body: Never { primitiveBody(Self.self) }
  package func update(in node: Node) {}
  package func output(in node: Node) -> NodeOutput {
    node.leafOutput(role: .spacer(minLength: minLength))
  }
}
