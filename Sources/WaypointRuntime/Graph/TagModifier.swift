/// `.tag(_:)`: records the tag, printed and as a value selection containers can match.
package struct TagModifier<V: Hashable> {
  package let tag: V
  package init(tag: V) {
    self.tag = tag
  }
}

extension TagModifier: PrimitiveModifier {
  package func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    let attribute = Attribute.tag(describeValue(tag))
    let value = ElementTag.of(AnyHashable(tag), isExplicit: true)
    output.elements = node.mapElements(output.elements, parameters: [attribute]) {
      $0.adding(attribute).tagged(value)
    }
    return output
  }
}
