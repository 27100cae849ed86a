/// A view that places one view, its content, and keeps besides it only a wrapper: content with a
/// primitive modifier (the modifier), a stack or scroll view (its container's role), a tuple
/// (nothing: see `PlacesContentOnly`). Its node is a `WrapperNode`, which keeps the wrapper and
/// not the content.
@MainActor
package protocol ContentWrapper: CustomNodeView {
  /// The view placed inside.
  associatedtype WrappedContent: View
  /// What the node keeps to place the content again and to make its output.
  associatedtype Wrapper
  /// The view placed inside.
  var wrappedContent: WrappedContent { get }
  /// What the node keeps.
  var wrapper: Wrapper { get }
  /// Places `content` as the node's children: the view's content, or `KeptContent` when the
  /// node is evaluated again without a new value.
  static func place<C: View>(_ content: C, wrapper: Wrapper, in node: Node)
  /// What the node shows, from its children's outputs.
  static func output(of wrapper: Wrapper, in node: Node) -> NodeOutput
}

extension ContentWrapper {
  package static func makeNode(
    _ view: Self, graph: ViewGraph, parent: Node, key: ChildKey, environment: EnvironmentValues
  ) -> Node {
    WrapperNode(view, graph: graph, parent: parent, key: key, environment: environment)
  }

  package static func update(_ node: Node, with view: Self, environment: EnvironmentValues) {
    // The type matched, and nodes of this type are made by `makeNode`.
    unsafeDowncast(node, to: WrapperNode<Self>.self).receive(view, environment: environment)
  }
}

/// The node of a `ContentWrapper`. It keeps the wrapper and not the view inside, which its
/// content's node keeps already: a chain of modifiers, or of stacks, would otherwise hold its
/// innermost view once per link, and every open browser tab pays for each copy.
///
/// Evaluated again without a new value (its environment changed, or what the wrapper read), it
/// places `KeptContent`, which keeps the content's node as it is, in the new environment.
@MainActor
package final class WrapperNode<V: ContentWrapper>: Node {
  private var wrapper: V.Wrapper
  /// The content of a value given while the node was inactive, until it is evaluated.
  private var pendingContent: PendingValue<V.WrappedContent>?

  init(
    _ view: V, graph: ViewGraph, parent: Node?, key: ChildKey, environment: EnvironmentValues
  ) {
    wrapper = view.wrapper
    pendingContent = PendingValue(view.wrappedContent)
    super.init(graph: graph, parent: parent, key: key, info: .of(V.self), environment: environment)
    if info.readsHostEnvironment { graph.noteHostReader(self) }
  }

  /// Takes a new value from the parent and evaluates it (a wrapper is never compared), or keeps
  /// it for when the node is active again.
  package func receive(_ view: V, environment newEnvironment: EnvironmentValues) {
    if !newEnvironment.isIdentical(to: environment) { environment = newEnvironment }
    wrapper = view.wrapper
    valueVersion &+= 1
    if isActive {
      pendingContent = nil
      evaluate(content: view.wrappedContent)
    } else {
      pendingContent = PendingValue(view.wrappedContent)
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
    recordingHostReads { V.place(content, wrapper: wrapper, in: self) }
  }

  package override func computeOutput() -> NodeOutput {
    V.output(of: wrapper, in: self)
  }
}

/// What a wrapper's node places as content when it has no new value: placed, it keeps the node
/// the content had under that key, given the wrapper's environment again.
package struct KeptContent: View, PrimitiveView {
  /// Kept content has no body.
  package var body: Never { primitiveBody(Self.self) }
  // Never made into a node: the reconciler keeps the content's node in its place.
  package func update(in node: Node) {}
}

extension ModifiedContent: PrimitivelyModified, ContentWrapper, CustomNodeView
where Content: View, Modifier: PrimitiveModifier {
  package var wrappedContent: Content { content }
  package var wrapper: Modifier { modifier }

  package static func place<C: View>(_ content: C, wrapper: Modifier, in node: Node) {
    wrapper.update(content: content, in: node)
  }

  package static func output(of wrapper: Modifier, in node: Node) -> NodeOutput {
    wrapper.output(in: node)
  }
}
