/// What only some nodes keep — elements they derive, the mapping of their children's elements,
/// what they do when they appear — made the first time a node needs it, so the many nodes that
/// need none (a row's text) stay small.
@MainActor
package final class NodeExtras {
  /// Elements the node made with derived ids (section headers, screens, bars), for reuse.
  package var derivedElements: [ElementID: Element] = [:]
  /// Action targets of elements the node made with derived ids (a back button).
  package var derivedTargets: [ElementID: ActionTarget] = [:]
  /// Elements derived from the children's (see `mapElements`): boxed, and made when first
  /// changed, since most nodes with extras (a text carrying attributes, a view with `onAppear`)
  /// map nothing, and a reuse is 72 bytes.
  package var elementReuse: ElementReuse {
    get { reuse.value }
    set { reuse.value = newValue }
    _modify { yield &reuse.value }
  }
  private var reuse = LazyElementReuse()
  /// The parameters `elementReuse` was derived with.
  package var mappingParameters: [Attribute] = []
  /// The attributes the node's view carries from modifiers without a node, if any.
  var carried: CarriedAttributes?
  /// What the node does when it appears or disappears, if anything.
  package var lifecycle: (any LifecycleParticipant)?
  /// See `Node.slots`.
  var slots: [AnyObject?] = []
  /// See `Node.assembled`.
  var assembled: AssembledOutput?
  /// See `Node.dirtiedOffScreenInFlush`.
  var dirtiedOffScreenInFlush: Int? {
    get { storedDirtiedInFlush == Self.none ? nil : storedDirtiedInFlush }
    set { storedDirtiedInFlush = newValue ?? Self.none }
  }
  /// See `Node.caughtUpInFlush`.
  var caughtUpInFlush: Int? {
    get { storedCaughtUpInFlush == Self.none ? nil : storedCaughtUpInFlush }
    set { storedCaughtUpInFlush = newValue ?? Self.none }
  }
  // Flush numbers count up from 0: `Int.min` stands for none, in 8 bytes where an optional
  // takes 16.
  private static let none = Int.min
  private var storedDirtiedInFlush = NodeExtras.none
  private var storedCaughtUpInFlush = NodeExtras.none
}
