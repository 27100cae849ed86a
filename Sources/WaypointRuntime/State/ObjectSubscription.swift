import Combine

/// A node's subscription to an `ObservableObject`: its `objectWillChange` invalidates the node.
@MainActor
package final class ObjectSubscription<Object: ObservableObject>: NodeSlotResource {
  package let object: Object
  private var cancellable: AnyCancellable?

  package init(object: Object, node: Node) {
    self.object = object
    let inbox = node.graph.inbox
    let handle = node.handle
    cancellable = object.objectWillChange.sink { _ in
      inbox.post(handle, because: "ObservableObject")
    }
  }

  package func release() {
    cancellable?.cancel()
    cancellable = nil
  }

  /// The subscription in `slot` if it watches `object`; otherwise a new one replacing it.
  package static func linking(_ object: Object, to node: Node, slot: Int) -> ObjectSubscription {
    if let existing = node.slots[slot] as? ObjectSubscription<Object>, existing.object === object {
      return existing
    }
    (node.slots[slot] as? any NodeSlotResource)?.release()
    let subscription = ObjectSubscription(object: object, node: node)
    node.slots[slot] = subscription
    return subscription
  }
}

/// Where an object property wrapper keeps the object it was linked to.
package final class ObjectBox<Object: AnyObject> {
  package var object: Object?
}
