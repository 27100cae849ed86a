/// What only some nodes keep — elements they derive, the mapping of their children's elements,
/// what they do when they appear — made the first time a node needs it, so the many nodes that
/// need none (a row's text) stay small.
@MainActor
package final class NodeExtras {
  /// Elements the node made with derived ids (section headers, screens, bars), for reuse.
  package var derivedElements: [ElementID: Element] = [:]
  /// Action targets of elements the node made with derived ids (a back button).
  package var derivedTargets: [ElementID: ActionTarget] = [:]
  /// Elements derived from the children's (see `mapElements`).
  package var elementReuse = ElementReuse()
  /// The parameters `elementReuse` was derived with.
  package var mappingParameters: [Attribute] = []
  /// The attributes the node's view carries from modifiers without a node, if any.
  var carried: CarriedAttributes?
  /// What the node does when it appears or disappears, if anything.
  package var lifecycle: (any LifecycleParticipant)?
  /// See `Node.dirtiedOffScreenInFlush`.
  var dirtiedOffScreenInFlush: Int?
  /// See `Node.caughtUpInFlush`.
  var caughtUpInFlush: Int?
}
