/// A thin rule between views: recorded as a divider element, one point thick along the axis of
/// the stack it sits in and stretching across what it is offered. The terminal draws a `─` line.
public struct Divider: Sendable {
  /// Makes a rule; its direction comes from the stack around it.
  public init() {}
}

extension Divider: View, PrimitiveView {
  /// A divider has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension Divider: LeafView {
  package func leafContent() -> (role: Role, attributes: [Attribute])? { (.divider, []) }
}
