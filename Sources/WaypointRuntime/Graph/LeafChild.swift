/// A primitive view whose element is made from its value alone — no environment, state,
/// children or actions — so the graph keeps that element and no node (see `LeafChild`).
package protocol LeafView: View {
  /// The role and attributes of the element the view shows, or nil when it shows nothing;
  /// asked each time the parent places the view, as a node's update would be.
  func leafContent() -> (role: Role, attributes: [Attribute])?
}

extension PrimitiveView where Self: LeafView {
  /// A leaf view placed as a graph's root has a node after all: it shows its element there.
  package func update(in node: Node) { _ = leafContent() }

  package func output(in node: Node) -> NodeOutput {
    guard let content = leafContent() else { return .empty }
    return node.leafOutput(role: content.role, attributes: content.attributes)
  }
}

/// A leaf view in the graph (a text, a spacer, an empty view): its key, its type and the
/// element it shows, in a 64-byte heap block where a node takes 192 or more. A third of a
/// screen's views are such leaves, and what a child takes every open tab pays for each view.
///
/// A new value of the view is compared as its element: the same object is kept while the view
/// shows the same thing, and a changed one keeps its id and is reported to the change feed.
@MainActor
package final class LeafChild: GraphChild {
  /// The view's type, which (with the count of attributes it carries) decides whether a new
  /// view takes this leaf's place, as it would a node's.
  let viewType: ObjectIdentifier
  private var element: Element?

  init<V: LeafView>(_ view: V, key: ChildKey, carrying attributes: [Attribute], graph: ViewGraph) {
    viewType = ObjectIdentifier(V.self)
    super.init(key: key, flags: [.alive, .selfActive, .active], serial: graph.nextSerial())
    // How many attribute modifiers were around the view (see `AttributeCarrying`).
    packedByte = UInt8(clamping: attributes.count)
    element = makeElement(view, carrying: attributes, graph: graph)
  }

  /// Whether a view of type `V` carrying `attributes` takes this leaf's place.
  func holds<V: View>(_ type: V.Type, carrying attributes: [Attribute]) -> Bool {
    viewType == ObjectIdentifier(V.self) && packedByte == UInt8(clamping: attributes.count)
  }

  /// Takes a new value of the view; returns whether what it shows changed.
  func update<V: LeafView>(with view: V, carrying attributes: [Attribute], graph: ViewGraph)
    -> Bool
  {
    let made = makeElement(view, carrying: attributes, graph: graph)
    guard made !== element else { return false }
    element = made
    packedCount &+= 1
    return true
  }

  package override var outputGeneration: Int { Int(packedCount) }

  package override var output: NodeOutput {
    NodeOutput(elements: element.map { [$0] } ?? [], preferences: PreferenceValues())
  }

  package override func teardown() {
    super.teardown()
    element = nil
  }

  /// The element `view` shows, or the current one when it shows the same thing: compared
  /// before one is made, since a leaf's element has nothing else that could differ.
  private func makeElement<V: LeafView>(
    _ view: V, carrying attributes: [Attribute], graph: ViewGraph
  ) -> Element? {
    guard let content = view.leafContent() else { return nil }
    let all = attributes.isEmpty ? content.attributes : content.attributes + attributes
    if let element, element.role == content.role, element.attributes == all { return element }
    let made = Element(id: ElementID(node: serial), role: content.role, attributes: all.shared)
    graph.elementChanged(made.id)
    return made
  }
}
