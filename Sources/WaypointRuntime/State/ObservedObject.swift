import Combine

/// Watches an `ObservableObject` the view was handed: each `objectWillChange` it sends schedules
/// the view for evaluation.
///
/// The view does not own the object; hand it another and the subscription moves to that one.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Turns member access into bindings: `$model.name` is a ``Binding`` to the object's `name`.
  @dynamicMemberLookup
  public struct Wrapper {
    package let root: ObjectType

    /// A binding that reads and writes the object's `keyPath` property directly.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ReferenceLocation(object: root, keyPath: keyPath), snapshot: nil)
    }
  }

  /// The object being watched.
  public var wrappedValue: ObjectType

  /// Watches `wrappedValue`; the view subscribes to it when it is linked into the graph.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// The older spelling of `init(wrappedValue:)`.
  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// A wrapper whose members are bindings to the object's properties, as in `$model.name`.
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

/// Reads the `ObservableObject` an ancestor placed with `.environmentObject(_:)`, and schedules the
/// view for evaluation on each `objectWillChange` it sends.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  package let box = ObjectBox<ObjectType>()

  /// Declares the property; the object is looked up when the view is linked into the graph.
  public init() {}

  /// The ancestor's object. Reading it when no ancestor placed one stops the app after a
  /// diagnostic, as SwiftUI does.
  @MainActor
  public var wrappedValue: ObjectType {
    if let object = box.object { return object }
    let name = _typeName(ObjectType.self, qualified: false)
    missingEnvironmentObject(
      "No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may "
        + "be missing as an ancestor of this view.", typeName: name)
  }

  /// Turns member access into bindings: `$settings.name` is a ``Binding`` to the object's `name`.
  @dynamicMemberLookup
  public struct Wrapper {
    package let root: ObjectType

    /// A binding that reads and writes the object's `keyPath` property directly.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ReferenceLocation(object: root, keyPath: keyPath), snapshot: nil)
    }
  }

  /// A wrapper whose members are bindings to the object's properties.
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
