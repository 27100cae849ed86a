import Combine

/// Makes an `ObservableObject` once per view identity and keeps it on the view's node; each
/// `objectWillChange` it sends schedules the view for evaluation.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  package let thunk: () -> ObjectType
  package let box = ObjectBox<ObjectType>()

  /// Creates a new state object; `thunk` runs once, when the view first appears in the graph.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
  }

  /// The object kept for this view, made by the initializer's closure the first time it is needed.
  @MainActor
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    let object = thunk()
    box.object = object
    return object
  }

  /// A wrapper whose members are bindings to the object's properties, as in `$model.name`.
  @MainActor
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
  }
}

extension StateObject: LinkableProperty {
  package func link(to node: Node, slot: Int) {
    if let existing = node.slots[slot] as? ObjectSubscription<ObjectType> {
      box.object = existing.object
    } else {
      let object = box.object ?? thunk()
      box.object = object
      node.slots[slot] = ObjectSubscription(object: object, node: node)
    }
  }
}

extension StateObject: ViewFieldComparable {
  /// The object belongs to the node, not to the view value.
  package static func isSame(_ a: StateObject, _ b: StateObject) -> Bool { true }
}
