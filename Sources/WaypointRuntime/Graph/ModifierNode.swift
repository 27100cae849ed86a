/// The node of a view with a primitive modifier applied. It keeps the modifier and not the view
/// it modifies, which its content's node keeps already: a chain of modifiers would otherwise hold
/// its innermost view once per link, and every open browser tab pays for each copy.
///
/// Evaluated again without a new value (its environment changed, or what the modifier read), it
/// hands the modifier `KeptContent`, which keeps the content's node as it is, in the new
/// environment.
@MainActor
package final class ModifierNode<Content: View, Modifier: PrimitiveModifier>: Node {
  private(set) var modifier: Modifier
  /// The content of a value given while the node was inactive, until it is evaluated. Boxed, so
  /// that the node does not reserve the content's size inline for it.
  private var pendingContent: PendingValue<Content>?

  init(
    _ view: ModifiedContent<Content, Modifier>, graph: ViewGraph, parent: Node?, key: ChildKey,
    environment: EnvironmentValues
  ) {
    modifier = view.modifier
    pendingContent = PendingValue(view.content)
    super.init(
      graph: graph, parent: parent, key: key, info: .of(ModifiedContent<Content, Modifier>.self),
      environment: environment)
    if info.readsHostEnvironment { graph.noteHostReader(self) }
  }

  /// Takes a new value from the parent and evaluates it (a primitive modifier's value is never
  /// compared), or keeps it for when the node is active again.
  func update(
    _ view: ModifiedContent<Content, Modifier>, environment newEnvironment: EnvironmentValues
  ) {
    if !newEnvironment.isIdentical(to: environment) { environment = newEnvironment }
    modifier = view.modifier
    valueVersion &+= 1
    if isActive {
      pendingContent = nil
      evaluate(content: view.content)
    } else {
      pendingContent = PendingValue(view.content)
      markDirty()
    }
  }

  package override func receiveEnvironment(_ environment: EnvironmentValues) {
    if !environment.isIdentical(to: self.environment) { self.environment = environment }
    if isActive { evaluate() } else { markDirty() }
  }

  package override var readsHostEnvironment: Bool { info.readsHostEnvironment }

  package override func evaluate() {
    if let pending = pendingContent {
      pendingContent = nil
      evaluate(content: pending.value)
    } else {
      evaluate(content: KeptContent())
    }
  }

  private func evaluate<C: View>(content: C) {
    super.evaluate()
    graph.nodeUpdateCount &+= 1
    modifier.update(content: content, in: self)
  }

  package override func computeOutput() -> NodeOutput {
    modifier.output(in: self)
  }
}

/// What a modifier's node hands its modifier as content when it has no new value: placed, it
/// keeps the node the content had under that key, given the modifier's environment again.
package struct KeptContent: View, PrimitiveView {
  /// Kept content has no body.
  package var body: Never { primitiveBody(Self.self) }
  // Never made into a node: the reconciler keeps the content's node in its place.
  package func update(in node: Node) {}
}

extension ModifiedContent: PrimitivelyModified, CustomNodeView
where Content: View, Modifier: PrimitiveModifier {
  package static func makeNode(
    _ view: Self, graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues
  ) -> Node {
    ModifierNode(view, graph: graph, parent: parent, key: key, environment: environment)
  }

  package static func update(_ node: Node, with view: Self, environment: EnvironmentValues) {
    // The type matched, and nodes of this type are made by `makeNode`.
    unsafeDowncast(node, to: ModifierNode<Content, Modifier>.self)
      .update(view, environment: environment)
  }
}
