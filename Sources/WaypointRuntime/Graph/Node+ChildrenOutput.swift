/// A node's children's outputs, one after the other: concatenated, or patched where a few of
/// many children changed (see the caching rules in `Node`'s documentation).
extension Node {
  /// The outputs of all children, one after the other.
  package final func childrenOutput() -> NodeOutput {
    switch children.count {
    case 0: return .empty
    case 1:
      // A lone child's output is taken whole, so its position need not be kept: without this
      // every node of one child (most of a screen's) would hold an array of one. The child stays
      // reported, so later changes append nothing.
      if !changedChildren.isEmpty { changedChildren = [] }
      return children[0].output
    default:
      if let patched = patchedChildrenOutput() { return patched }
      // A few children are concatenated again at less cost than every open tab would pay to
      // keep each such node's ranges.
      let keepsRanges = children.count >= Self.childrenPatchedFrom
      var elements = ElementList()
      var ranges: [Range<Int>] = []
      if keepsRanges { ranges.reserveCapacity(children.count) }
      var preferences = PreferenceValues()
      for child in children {
        let output = child.output
        child.isChangeReported = false
        if keepsRanges { ranges.append(elements.count..<elements.count + output.elements.count) }
        elements.append(contentsOf: output.elements)
        preferences.merge(output.preferences)
      }
      let output = NodeOutput(elements: elements, preferences: preferences)
      assembled = keepsRanges ? AssembledOutput(output: output, ranges: ranges) : nil
      if keepsRanges { keepChangedChildren() }
      changedChildren = []
      return output
    }
  }

  /// How many children a node has before it keeps their ranges, to patch a change in.
  static let childrenPatchedFrom = 16

  /// The last concatenation with the changed children's elements replaced, when every changed
  /// child still has as many elements as before and nothing publishes upward values. Only
  /// elements that are other objects are written, so a child of 10,000 rows with one changed
  /// costs a walk of its rows and one write.
  final func patchedChildrenOutput() -> NodeOutput? {
    guard let last = assembled, last.ranges.count == children.count,
      last.output.preferences.isEmpty
    else { return nil }
    assembled = nil
    // Taken out of the box, so that the elements are patched in place rather than copied.
    var output = last.output
    last.output = .empty
    let ranges = last.ranges
    for position in changedChildren {
      let child = children[position]
      let childOutput = child.output
      child.isChangeReported = false
      guard childOutput.elements.count == ranges[position].count, childOutput.preferences.isEmpty
      else { return nil }
      output.elements.replaceSubrange(ranges[position], with: childOutput.elements)
    }
    changedChildren = []
    last.output = output
    assembled = last
    return output
  }
}
