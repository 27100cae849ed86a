/// A view that only places its content as children, by position: no state, no reads of its
/// own, no element, its output its children's. Its node is a `StructuralNode`, which keeps no
/// value, since its children keep their views.
@MainActor
package protocol PlacesContentOnly: CustomNodeView, PrimitiveView {}

extension PlacesContentOnly {
  package static func makeNode(
    _ view: Self, graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues
  ) -> Node {
    StructuralNode(view, graph: graph, parent: parent, key: key, environment: environment)
  }

  package static func update(_ node: Node, with view: Self, environment: EnvironmentValues) {
    // The type matched, and nodes of this type are made by `makeNode`.
    unsafeDowncast(node, to: StructuralNode<Self>.self).receive(view, environment: environment)
  }
}

/// The node of a tuple, a group or an optional view. It keeps no value: a tuple of a page's
/// rows would otherwise be held again by the node above the rows' own, in every open tab.
///
/// Given a value, it places its children from it; evaluated again without one (its
/// environment changed) it gives its children that environment, as they are.
@MainActor
package final class StructuralNode<V: PlacesContentOnly>: Node {
  /// A value given while the node was inactive, until it is evaluated. Boxed, so that the node
  /// does not reserve the value's size inline for it.
  private var pending: PendingValue<V>?

  init(
    _ view: V, graph: ViewGraph, parent: Node?, key: ChildKey, environment: EnvironmentValues
  ) {
    pending = PendingValue(view)
    super.init(graph: graph, parent: parent, key: key, info: .of(V.self), environment: environment)
  }

  /// Takes a new value from the parent and places the children from it, or keeps it for when
  /// the node is active again.
  func receive(_ view: V, environment newEnvironment: EnvironmentValues) {
    if !newEnvironment.isIdentical(to: environment) { environment = newEnvironment }
    valueVersion &+= 1
    if isActive {
      pending = nil
      evaluate(view)
    } else {
      pending = PendingValue(view)
      markDirty()
    }
  }

  package override func receiveEnvironment(_ environment: EnvironmentValues) {
    if !environment.isIdentical(to: self.environment) { self.environment = environment }
    if isActive { evaluate() } else { markDirty() }
  }

  package override var readsHostEnvironment: Bool { false }

  package override func evaluate() {
    if let pending {
      self.pending = nil
      evaluate(pending.value)
    } else {
      super.evaluate()
      graph.nodeUpdateCount &+= 1
      for child in children { child.receiveEnvironment(environment) }
    }
  }

  private func evaluate(_ view: V) {
    super.evaluate()
    graph.nodeUpdateCount &+= 1
    view.update(in: self)
  }

  package override func computeOutput() -> NodeOutput {
    childrenOutput()
  }
}

extension TupleView: PlacesContentOnly {}
extension Group: PlacesContentOnly, CustomNodeView where Content: View {}
extension Optional: PlacesContentOnly, CustomNodeView where Wrapped: View {}
