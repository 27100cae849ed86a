/// What a node contributes to its parent: its semantic elements and its upward values.
struct NodeOutput {
  /// The elements this subtree shows, in order.
  var elements: ElementList
  /// Values published by this subtree for an ancestor to collect.
  var preferences: PreferenceValues

  init(elements: ElementList, preferences: PreferenceValues) {
    self.elements = elements
    self.preferences = preferences
  }

  init(elements: [Element], preferences: PreferenceValues) {
    self.init(elements: ElementList(elements), preferences: preferences)
  }

  static var empty: NodeOutput { NodeOutput(elements: [], preferences: PreferenceValues()) }

}
