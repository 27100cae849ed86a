/// What a node contributes to its parent: its semantic elements and its upward values.
struct NodeOutput {
  /// The elements this subtree shows, in order.
  var elements: [Element]
  /// Values published by this subtree for an ancestor to collect.
  var preferences: PreferenceValues

  static var empty: NodeOutput { NodeOutput(elements: [], preferences: PreferenceValues()) }

}
