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
    let (attribute, value) = TagModifier<AnyHashable>.explicitTag(AnyHashable(tag))
    output.elements = node.mapElements(output.elements, parameters: [attribute]) {
      $0.adding(attribute).tagged(value)
    }
    return output
  }
}

extension TagModifier where V == AnyHashable {
  /// What `.tag(value)` puts on an element: the attribute a snapshot prints and the tag a
  /// selection matches. For a view that makes its tagged element itself (a table's row).
  package static func explicitTag(_ value: AnyHashable) -> (attribute: Attribute, tag: ElementTag) {
    (.tag(describeValue(value)), ElementTag.of(value, isExplicit: true))
  }
}
