/// How many nodes of the view graph and elements of the semantic tree a runtime holds, and the
/// bytes their objects take (arrays and dictionaries they own are not counted).
public struct MemoryUse: Equatable, Sendable {
  /// Live nodes: one per view alive in the graph.
  public var nodes: Int
  /// Bytes of the node objects.
  public var nodeBytes: Int
  /// Elements of the current semantic tree, each counted once.
  public var elements: Int
  /// Bytes of the element objects.
  public var elementBytes: Int
}

extension ViewRuntime {
  /// Counts the live nodes and current elements, measuring each object with `size` (for
  /// example `malloc_usable_size`); for the benchmarks' memory report.
  public func memoryUse(size: (AnyObject) -> Int) -> MemoryUse {
    var use = MemoryUse(nodes: 0, nodeBytes: 0, elements: 0, elementBytes: 0)
    var nodes = rootNode.map { [$0] } ?? []
    while let node = nodes.popLast() {
      use.nodes += 1
      use.nodeBytes += size(node)
      nodes += node.children.nodes
    }
    var seen = Set<ObjectIdentifier>()
    var elements = rootElements
    while let element = elements.popLast() {
      guard seen.insert(ObjectIdentifier(element)).inserted else { continue }
      use.elements += 1
      use.elementBytes += size(element)
      elements += element.children
    }
    return use
  }
}
