/// A modifier that records one attribute on each element of its content.
struct AttributeModifier {
  let attribute: Attribute
}

extension AttributeModifier: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    node.childrenOutput(adding: attribute)
  }
}

extension View {
  /// Records `attribute` on this view's elements.
  nonisolated func attribute(_ attribute: Attribute) -> ModifiedContent<Self, AttributeModifier> {
    modifier(AttributeModifier(attribute: attribute))
  }
}
