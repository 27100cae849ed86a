/// A view that only places its content as children, by position: no state, no reads of its
/// own, no element, its output its children's. Its node is a `WrapperNode` with nothing to keep
/// but a value given while off screen: the children keep their views.
@MainActor
package protocol PlacesContentOnly: ContentWrapper, PrimitiveView
where Wrapper == Void, WrappedContent == Self {}

extension PlacesContentOnly {
  package var wrappedContent: Self { self }
  package var wrapper: Void { () }

  /// Places the children from `content`, a new value of the view; given `KeptContent` (the node
  /// evaluated again without one), gives the children the node's environment, as they are.
  package static func place<C: View>(_ content: C, wrapper: Void, in node: Node) {
    guard C.self == Self.self else {
      for child in node.children { child.receiveEnvironment(node.environment) }
      return
    }
    // `content` is a `Self` (the metatype check proved it), so the cast reinterprets nothing.
    unsafeBitCast(content, to: Self.self).update(in: node)
  }

  package static func output(of wrapper: Void, in node: Node) -> NodeOutput {
    node.childrenOutput()
  }
}

extension TupleView: PlacesContentOnly, ContentWrapper, CustomNodeView {}

/// Content a container may place as its own children, with no node between: a tuple's views,
/// each keyed by its position as the tuple's node would key them, or a group's content. Such a
/// node would keep nothing but its children's output once more, and every open tab pays for
/// each node.
@MainActor
package protocol InlineChildren: View {
  /// Places the views as `node`'s children, in `environment` (the node's when nil).
  func placeChildren(in node: Node, environment: EnvironmentValues?)
}

extension TupleView: InlineChildren {
  package func placeChildren(in node: Node, environment: EnvironmentValues?) {
    let views = self.views
    node.reconcile { children in
      for (index, view) in views.enumerated() {
        children.add(view, key: .index(index), environment: environment)
      }
    }
  }
}

// A group places its content, in a container or in its own node: a tuple's views each in
// their place.
extension Group: InlineChildren where Content: View {
  package func placeChildren(in node: Node, environment: EnvironmentValues?) {
    node.placeContent(content, of: Content.self, environment: environment)
  }
}

extension Node {
  /// Places a container's content, a value of `Content` or `KeptContent`, as the node's
  /// children in `environment` (the node's when nil): a tuple's or a group's views each in
  /// their place, with no node between (`InlineChildren`); kept, they are given the
  /// environment as they are.
  package func placeContent<C: View, Content: View>(
    _ content: C, of: Content.Type, environment: EnvironmentValues? = nil
  ) {
    guard Content.self is any InlineChildren.Type else {
      reconcile { $0.add(content, key: .index(0), environment: environment) }
      return
    }
    if let views = content as? any InlineChildren {
      views.placeChildren(in: self, environment: environment)
    } else {
      let environment = environment ?? self.environment
      for child in children { child.receiveEnvironment(environment) }
    }
  }
}

extension Group: PlacesContentOnly, ContentWrapper, CustomNodeView where Content: View {}
extension Optional: PlacesContentOnly, ContentWrapper, CustomNodeView where Wrapped: View {}
// A type-erased view keeps nothing either: its content's node keeps the view, where the erased
// value would hold it again in a heap box (a stack's root screen, a whole scene's content).
extension AnyView: PlacesContentOnly, ContentWrapper, CustomNodeView {}
// Nor does a modifier's stand-in for its content: the modified view's node keeps it, where the
// stand-in's erased value would hold it again.
extension _ViewModifier_Content: PlacesContentOnly, ContentWrapper, CustomNodeView {}
