import Combine

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// A wrapper of the underlying observable object that can create bindings to its properties.
  @dynamicMemberLookup
  public struct Wrapper {
    package let root: ObjectType

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ReferenceLocation(object: root, keyPath: keyPath), snapshot: nil)
    }
  }

  /// The underlying value referenced by the observed object.
  public var wrappedValue: ObjectType

  /// Creates an observed object with an initial wrapped value.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Creates an observed object with an initial value.
  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// A projection of the observed object that creates bindings to its properties.
  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: LinkableProperty {
  package func link(to node: Node, slot: Int) {
    _ = ObjectSubscription.linking(wrappedValue, to: node, slot: slot)
  }
}

extension ObservedObject: ViewFieldComparable {
  /// The same object means the same view; its changes arrive through the subscription.
  package static func isSame(_ a: ObservedObject, _ b: ObservedObject) -> Bool {
    a.wrappedValue === b.wrappedValue
  }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  package let box = ObjectBox<ObjectType>()

  /// Creates an environment object.
  public init() {}

  /// The underlying value referenced by the environment object.
  @MainActor
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    let name = _typeName(ObjectType.self, qualified: false)
    missingEnvironmentObject(
      "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may "
        + "be missing as an ancestor of this view.", typeName: name)
  }

  /// A wrapper of the environment object that can create bindings to its properties.
  @dynamicMemberLookup
  public struct Wrapper {
    package let root: ObjectType

    /// Returns a binding to the resulting value of a given key path.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ReferenceLocation(object: root, keyPath: keyPath), snapshot: nil)
    }
  }

  /// A projection of the environment object that creates bindings to its properties.
  @MainActor
  public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
    Wrapper(root: wrappedValue)
  }
}

extension EnvironmentObject: LinkableProperty {
  package func link(to node: Node, slot: Int) {
    guard let object = node.environment.environmentObject(ObjectType.self) else {
      box.object = nil
      node.graph.diagnostics.record(
        .missingEnvironmentObject(
          typeName: _typeName(ObjectType.self, qualified: false), in: node.typeName))
      return
    }
    box.object = ObjectSubscription.linking(object, to: node, slot: slot).object
  }

  package static var readsEnvironment: Bool { true }
}

extension EnvironmentObject: ViewFieldComparable {
  /// The environment is compared by the graph when it changes.
  package static func isSame(_ a: EnvironmentObject, _ b: EnvironmentObject) -> Bool { true }
}
