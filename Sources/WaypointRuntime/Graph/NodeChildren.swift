/// A node's children (nodes and leaves), in order. Most nodes have one (a modifier's content, a
/// view's body), and one is kept in place of an array: an array of one is a 48-byte allocation,
/// and a recipes tab has about a hundred such nodes.
// `ElementList.Head` does the same for elements. Not one generic type for both: an enum whose
// payloads are generic is laid out at run time without using the references' spare bits, so
// it would take 9 bytes where these take 8, and grow every node and element list.
package struct NodeChildren {
  private enum Storage {
    case one(GraphChild)
    case many([GraphChild])
  }

  private var storage: Storage

  /// No children.
  package init() {
    storage = .many([])
  }

  /// The children of `nodes`, in order, sharing its storage unless it holds just one.
  package init(_ nodes: [GraphChild]) {
    storage = nodes.count == 1 ? .one(nodes[0]) : .many(nodes)
  }

  /// The children that are nodes, in order (leaves have no children or state of their own).
  package var nodes: some Sequence<Node> {
    lazy.compactMap { $0 as? Node }
  }

  /// The children as an array (made only when there is one child).
  package var array: [GraphChild] {
    switch storage {
    case .one(let node): [node]
    case .many(let nodes): nodes
    }
  }

  /// Changes the children as an array, which stays uniquely referenced while `change` runs.
  private mutating func withNodes<R>(_ change: (inout [GraphChild]) -> R) -> R {
    var nodes = array
    storage = .many([])
    let result = change(&nodes)
    self = NodeChildren(nodes)
    return result
  }
}

extension NodeChildren: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// A position among the children.
  package typealias Index = Int

  /// The first position.
  package var startIndex: Int { 0 }

  /// The position after the last child.
  package var endIndex: Int {
    switch storage {
    case .one: 1
    case .many(let nodes): nodes.count
    }
  }

  /// The child at `position`, which must be below `count` (as for an array).
  package subscript(position: Int) -> GraphChild {
    get {
      switch storage {
      case .one(let node): CollectionOfOne(node)[position]
      case .many(let nodes): nodes[position]
      }
    }
    set { withNodes { $0[position] = newValue } }
  }

  /// Replaces the children in `range` with `nodes`.
  package mutating func replaceSubrange<C: Collection<GraphChild>>(
    _ range: Range<Int>, with nodes: C
  ) {
    withNodes { $0.replaceSubrange(range, with: nodes) }
  }
}

extension NodeChildren: ExpressibleByArrayLiteral {
  /// Children written as an array literal, in order.
  package init(arrayLiteral nodes: GraphChild...) {
    self.init(nodes)
  }
}
