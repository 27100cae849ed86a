/// What a node contributes to its parent: its semantic elements and its upward values.
package struct NodeOutput {
  /// The elements this subtree shows, in order.
  package var elements: ElementList
  /// Values published by this subtree for an ancestor to collect.
  package var preferences: PreferenceValues

  package init(elements: ElementList, preferences: PreferenceValues) {
    self.elements = elements
    self.preferences = preferences
  }

  package init(elements: [Element], preferences: PreferenceValues) {
    self.init(elements: ElementList(elements), preferences: preferences)
  }

  package static var empty: NodeOutput { NodeOutput(elements: [], preferences: PreferenceValues()) }

}

/// A node's children's outputs as last concatenated, with each child's range of elements.
package final class AssembledOutput {
  var output: NodeOutput
  let ranges: [Range<Int>]

  init(output: NodeOutput, ranges: [Range<Int>]) {
    self.output = output
    self.ranges = ranges
  }
}
