/// A modifier that records one attribute on each element of its content.
struct AttributeModifier {
  let attribute: Attribute
}

extension AttributeModifier: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    node.childrenOutput(adding: attribute)
  }
}

/// A modifier that records its attributes, if any, on each element of its content.
struct OptionalAttributeModifier {
  let attributes: [Attribute]
}

extension OptionalAttributeModifier: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    guard !attributes.isEmpty else { return node.childrenOutput() }
    var output = node.childrenOutput()
    let attributes = self.attributes
    output.elements = node.mapElements(output.elements, parameters: attributes) { element in
      attributes.reduce(element) { $0.adding($1) }
    }
    return output
  }
}

extension View {
  /// Records `attribute` on this view's elements.
  nonisolated func attribute(_ attribute: Attribute) -> ModifiedContent<Self, AttributeModifier> {
    modifier(AttributeModifier(attribute: attribute))
  }
}

extension View {
  /// Records a modifier no renderer here acts on, as the Swift source that applied it
  /// (`.hoverEffect(.lift)`): `render()` prints it and a renderer that can may draw it.
  nonisolated func recorded(_ source: String) -> ModifiedContent<Self, AttributeModifier> {
    attribute(.drawing(source))
  }
}

extension Text {
  /// Records a modifier on the text itself, keeping it a `Text` (`Text("a").kerning(2)`).
  func recorded(_ source: String) -> Text { adding(.drawing(source)) }
}
