/// A modifier that records one attribute on each element of its content.
package struct AttributeModifier {
  package let attribute: Attribute
  package init(attribute: Attribute) {
    self.attribute = attribute
  }
}

extension AttributeModifier: PrimitiveModifier {
  package func output(in node: Node) -> NodeOutput {
    node.childrenOutput(adding: attribute)
  }
}

/// Content with one attribute recorded on it. A parent's reconciler places the content in its
/// stead, carrying the attribute: the modifier gets no node, and a chain of them on a text is
/// one node, not one per link. (Containers that make their children's nodes themselves place
/// the modified content whole, which `AttributeModifier`'s own output serves.)
package protocol AttributeCarrying: View {
  /// The view the attribute is recorded on.
  associatedtype Carrier: View
  /// The view the attribute is recorded on.
  var carrier: Carrier { get }
  /// The attribute.
  var carriedAttribute: Attribute { get }
}

extension ModifiedContent: AttributeCarrying where Content: View, Modifier == AttributeModifier {
  package var carrier: Content { content }
  package var carriedAttribute: Attribute { modifier.attribute }
}

/// A modifier that records its attributes, if any, on each element of its content.
package struct OptionalAttributeModifier {
  package let attributes: [Attribute]
  package init(attributes: [Attribute]) {
    self.attributes = attributes
  }
}

extension OptionalAttributeModifier: PrimitiveModifier {
  package func output(in node: Node) -> NodeOutput {
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
  package nonisolated func attribute(_ attribute: Attribute) -> ModifiedContent<
    Self, AttributeModifier
  > {
    modifier(AttributeModifier(attribute: attribute))
  }
}

extension View {
  /// Records a modifier no renderer here acts on, as the Swift source that applied it
  /// (`.hoverEffect(.lift)`): `render()` prints it and a renderer that can may draw it.
  package nonisolated func recorded(_ source: String) -> ModifiedContent<Self, AttributeModifier> {
    attribute(.drawing(source))
  }
}
