/// What a node contributes to its parent: its semantic elements and its upward values.
struct NodeOutput {
  /// The elements this subtree shows, in order.
  var elements: [Element]
  /// Values published by this subtree for an ancestor to collect.
  var preferences: PreferenceValues

  static var empty: NodeOutput { NodeOutput(elements: [], preferences: PreferenceValues()) }

  /// The outputs of several children, one after the other.
  static func concatenating(_ outputs: [NodeOutput]) -> NodeOutput {
    if outputs.count == 1 { return outputs[0] }
    var elements: [Element] = []
    var preferences = PreferenceValues()
    for output in outputs {
      elements.append(contentsOf: output.elements)
      preferences.merge(output.preferences)
    }
    return NodeOutput(elements: elements, preferences: preferences)
  }
}
