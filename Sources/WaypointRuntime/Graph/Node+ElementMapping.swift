extension Node {
  /// Transforms elements, reusing last time's result for every input that is the same object
  /// and for the same `parameters`; records changed ids for the others.
  package func mapElements(
    _ elements: ElementList, parameters: [Attribute], _ transform: (Element) -> Element
  ) -> ElementList {
    mapElements(elements, parameters: parameters) { _, element in transform(element) }
  }

  /// `mapElements`, with each element's position passed to `transform`.
  package func mapElements(
    _ elements: ElementList, parameters: [Attribute], _ transform: (Int, Element) -> Element
  ) -> ElementList {
    let extras = self.extras
    if extras.mappingParameters != parameters {
      extras.mappingParameters = parameters
      extras.elementReuse.reset()
    }
    return derive(elements, with: &extras.elementReuse, transform)
  }

  /// Transforms elements through `reuse`: an input that is the same object as last time gets
  /// last time's output, and each new output is reported as changed.
  final func derive(
    _ elements: ElementList, with reuse: inout ElementReuse, _ transform: (Int, Element) -> Element
  ) -> ElementList {
    reuse.begin()
    for (position, element) in elements.enumerated() {
      _ = reuse.derive(element) {
        let output = transform(position, element)
        graph.elementChanged(output.id)
        return output
      }
    }
    reuse.commit()
    // What was derived, in order: the output shares the reuse's storage.
    return reuse.outputs
  }

  /// The children's output with `attribute` added to each element.
  package func childrenOutput(adding attribute: Attribute) -> NodeOutput {
    var output = childrenOutput()
    output.elements = mapElements(output.elements, parameters: [attribute]) { $0.adding(attribute) }
    return output
  }
}

extension Node {
  /// One element with `role` around the children's elements, passing their upward values on.
  package func containerOutput(
    role: Role, actions: Set<ElementAction.Kind> = [], isEnabled: Bool = true
  ) -> NodeOutput {
    let content = childrenOutput()
    let element = makeElement(
      role: role, children: content.elements, actions: actions, isEnabled: isEnabled)
    return NodeOutput(elements: [element], preferences: content.preferences)
  }

  /// One element with `role` and no children.
  package func leafOutput(role: Role, attributes: [Attribute] = []) -> NodeOutput {
    NodeOutput(
      elements: [makeElement(role: role, attributes: attributes)], preferences: PreferenceValues())
  }
}
