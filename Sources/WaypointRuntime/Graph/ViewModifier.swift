/// A reusable wrapper for views: `.modifier(m)` puts `m.body(content:)` where the view was,
/// with the view itself standing in as `content`.
///
/// The runtime evaluates the body in its own node, so the modifier's `@State`, `@Environment`
/// and other dynamic properties work as a view's do, and skips it while the modifier's value is
/// unchanged.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// What `body(content:)` returns.
  associatedtype Body: View

  /// The stand-in for the modified view that `body(content:)` receives.
  typealias Content = _ViewModifier_Content<Self>

  /// Wraps `content`, the view being modified; re-run when the modifier or what it reads
  /// changes.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The modified view as a modifier's body sees it: placing it puts the original view there.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  package let view: any View
}

extension _ViewModifier_Content: View, PrimitiveView {
  /// The content placeholder has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { $0.add(view, key: .index(0)) }
  }
}

/// What `.modifier(_:)` and `concat(_:)` return: a view (or modifier) paired with the modifier
/// wrapped around it. Each modifier gets a node of its own, except those that only record an
/// attribute (see `AttributeCarrying`).
public struct ModifiedContent<Content, Modifier> {
  /// The inner side: the view being modified, or the modifier applied first.
  public var content: Content
  /// The outer side, applied around `content`.
  public var modifier: Modifier

  /// Pairs `content` with `modifier`; usually reached through `.modifier(_:)` instead.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  /// Modified content has no body.
  public var body: Never { primitiveBody(Self.self) }

  package static var skipsUnchangedValues: Bool { !(Modifier.self is any PrimitiveModifier.Type) }

  /// A custom modifier's body reads what its dynamic properties read; a primitive modifier
  /// says whether it reads a value the host sets.
  package static var readsHostEnvironment: Bool {
    if let primitive = Modifier.self as? any PrimitiveModifier.Type {
      return primitive.readsHostEnvironment
    }
    return Modifier.self is any EnvironmentalModifier.Type
      || DynamicPropertyLayout.for(Modifier.self).readsEnvironment
  }

  // Content with a primitive modifier never reaches here: its node is a `WrapperNode`, which
  // calls the modifier itself (see `PrimitivelyModified`).
  package func update(in node: Node) {
    if let environmental = modifier as? any EnvironmentalModifier {
      applyResolved(environmental, in: node)
    } else {
      var modifier = self.modifier
      DynamicPropertyLayout.for(Modifier.self).link(&modifier, to: node)
      node.graph.recordEvaluation(of: node)
      let content = _ViewModifier_Content<Modifier>(view: self.content)
      let body = node.graph.tracking(node) { modifier.body(content: content) }
      node.reconcile { $0.add(body, key: .index(0)) }
    }
  }
}

/// Content with a primitive modifier applied, recognised by its type: its node is a
/// `WrapperNode`, which keeps the modifier and not the content.
@MainActor
package protocol PrimitivelyModified: CustomNodeView {}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  /// Applies both modifiers in turn.
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension View {
  /// Wraps this view in `modifier`: the result shows `modifier.body(content:)` with this view
  /// as its content.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// One modifier doing this one's work first, then `modifier`'s around it.
  nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier Waypoint implements itself: it shapes its node's children and output directly,
/// instead of through a body.
@MainActor
package protocol PrimitiveModifier: ViewModifier where Body == Never {
  /// Whether the modifier reads a value the host sets from its node's environment: its node is
  /// then evaluated, keeping its content, when the host changes one.
  static var readsHostEnvironment: Bool { get }
  /// Builds the node's children around `content`.
  func update<Content: View>(content: Content, in node: Node)
  /// What the node shows.
  func output(in node: Node) -> NodeOutput
}

extension PrimitiveModifier {
  package static var readsHostEnvironment: Bool { false }

  /// The modifier has no body.
  package func body(content: Content) -> Never { primitiveBody(Self.self) }

  package func update<Content: View>(content: Content, in node: Node) {
    node.reconcile { $0.add(content, key: .index(0)) }
  }

  package func output(in node: Node) -> NodeOutput { node.childrenOutput() }
}
