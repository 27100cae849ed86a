import Combine

/// A property wrapper type that instantiates an observable object once per view identity.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  package let thunk: () -> ObjectType
  package let box = ObjectBox<ObjectType>()

  /// Creates a new state object; `thunk` runs once, when the view first appears in the graph.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
  }

  /// The underlying value referenced by the state object.
  @MainActor
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    let object = thunk()
    box.object = object
    return object
  }

  /// A projection of the state object that creates bindings to its properties.
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
