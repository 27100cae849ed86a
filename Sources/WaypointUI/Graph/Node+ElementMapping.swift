/// An element a node derived from one of its children's elements (by adding an attribute,
/// wrapping it in a row), remembered so the same input gives the same output object.
struct MappedElement {
  let input: Element
  let output: Element
}

extension Node {
  /// Transforms elements, reusing last time's result for every input that is the same object
  /// and for the same `parameters`; records changed ids for the others.
  func mapElements(
    _ elements: [Element], parameters: [Attribute], _ transform: (Element) -> Element
  ) -> [Element] {
    mapElements(elements, parameters: parameters) { _, element in transform(element) }
  }

  /// `mapElements`, with each element's position passed to `transform`.
  func mapElements(
    _ elements: [Element], parameters: [Attribute], _ transform: (Int, Element) -> Element
  ) -> [Element] {
    if mappingParameters != parameters {
      mappingParameters = parameters
      mappedElements = [:]
    }
    var next: [ElementID: MappedElement] = [:]
    next.reserveCapacity(elements.count)
    let result = elements.enumerated().map { position, element in
      if let previous = mappedElements[element.id], previous.input === element {
        next[element.id] = previous
        return previous.output
      }
      let output = transform(position, element)
      graph.elementChanged(output.id)
      next[element.id] = MappedElement(input: element, output: output)
      return output
    }
    mappedElements = next
    return result
  }

  /// The children's output with `attribute` added to each element.
  func childrenOutput(adding attribute: Attribute) -> NodeOutput {
    var output = childrenOutput()
    output.elements = mapElements(output.elements, parameters: [attribute]) { $0.adding(attribute) }
    return output
  }
}

extension Node {
  /// One element with `role` around the children's elements, passing their upward values on.
  func containerOutput(
    role: Role, actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true
  ) -> NodeOutput {
    let content = childrenOutput()
    let element = makeElement(
      role: role, children: content.elements, actions: actions, isEnabled: isEnabled)
    return NodeOutput(elements: [element], preferences: content.preferences)
  }

  /// One element with `role` and no children.
  func leafOutput(role: Role, attributes: [Attribute] = []) -> NodeOutput {
    NodeOutput(
      elements: [makeElement(role: role, attributes: attributes)], preferences: PreferenceValues())
  }
}
