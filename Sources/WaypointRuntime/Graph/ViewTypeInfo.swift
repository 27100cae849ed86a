/// What the graph needs to know about one view type, worked out once and cached.
@MainActor
package final class ViewTypeInfo {
  /// The type's name, as evaluation counters report it.
  package let name: String
  /// The type itself, to match a child to its node without a dynamic cast.
  package let viewType: ObjectIdentifier
  /// How to update and resolve the view, when it is primitive (Waypoint resolves it) rather
  /// than a composite with a body.
  package let primitive: PrimitiveHooks?
  /// Whether the view is primitive.
  package var isPrimitive: Bool { primitive != nil }
  /// How to compare two values of the type.
  package let comparator: ValueComparator
  /// The dynamic properties to link before `body` runs.
  package let dynamicProperties: DynamicPropertyLayout
  /// Whether an unchanged value skips evaluation (composites always; some primitives).
  package let skipsUnchangedValues: Bool
  /// Whether a value the host sets can change what the view shows (see `HostEnvironmentChange`).
  package let readsHostEnvironment: Bool
  /// Whether the view is content with a primitive modifier applied: one link of a view's chain
  /// of modifiers, with the modified view as its first child.
  package let isPrimitiveModifier: Bool
  /// Whether the view makes a node of its own kind rather than a `ViewNode`.
  let makesOwnNode: Bool
  /// Whether a node of the type has tracked a read of observable state: its nodes' tracked
  /// reads are then tied to their retirement from the first (see `TrackedReads`).
  var tracksReads = false

  private init<V: View>(_ type: V.Type) {
    name = _typeName(V.self, qualified: false)
    viewType = ObjectIdentifier(V.self)
    if let primitiveType = V.self as? any PrimitiveView.Type {
      primitive = PrimitiveHooks(primitiveType)
      skipsUnchangedValues = primitiveType.skipsUnchangedValues
      readsHostEnvironment = primitiveType.readsHostEnvironment
      dynamicProperties = .empty
    } else {
      primitive = nil
      skipsUnchangedValues = true
      dynamicProperties = DynamicPropertyLayout.for(V.self)
      readsHostEnvironment = dynamicProperties.readsEnvironment
    }
    comparator = ValueComparator.for(V.self)
    isPrimitiveModifier = V.self is any PrimitivelyModified.Type
    makesOwnNode = V.self is any CustomNodeView.Type
  }

  private static var cache: [ObjectIdentifier: ViewTypeInfo] = [:]

  /// The cached information for `type`.
  package static func of<V: View>(_ type: V.Type) -> ViewTypeInfo {
    let key = ObjectIdentifier(type)
    if let info = cache[key] { return info }
    let info = ViewTypeInfo(type)
    cache[key] = info
    return info
  }
}

/// Calls a primitive view's `update(in:)` and `output(in:)` on a node, with the view's static
/// type, so no existential is made per call.
@MainActor
package struct PrimitiveHooks {
  private let updateNode: (Node) -> Void
  private let outputOfNode: (Node) -> NodeOutput

  package init<P: PrimitiveView>(_ type: P.Type) {
    updateNode = { node in (node as? ViewNode<P>)?.view.update(in: node) }
    outputOfNode = { node in (node as? ViewNode<P>)?.view.output(in: node) ?? .empty }
  }

  package func update(_ node: Node) { updateNode(node) }

  package func output(_ node: Node) -> NodeOutput { outputOfNode(node) }
}
