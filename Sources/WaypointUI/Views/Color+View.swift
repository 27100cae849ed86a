extension Color: View, PrimitiveView {
  /// A color has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension Color: LeafView {
  package func leafContent() -> (role: Role, attributes: [Attribute])? { (.color(self), []) }
}
