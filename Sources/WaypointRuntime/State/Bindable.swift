import Observation

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// The bindable wrapper for the object that creates bindings to its properties.
  public var projectedValue: Bindable<Value> { self }

  /// Creates a bindable object from an observable object.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable object from an observable object.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Creates a bindable from the value of another bindable.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// Returns a binding to the value of a given key path.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    Binding(location: ReferenceLocation(object: wrappedValue, keyPath: keyPath), snapshot: nil)
  }
}

extension Bindable: DynamicProperty {}

extension Bindable: ViewFieldComparable {
  /// The same object means the same view; its changes arrive through observation.
  package static func isSame(_ a: Bindable, _ b: Bindable) -> Bool {
    (a.wrappedValue as AnyObject) === (b.wrappedValue as AnyObject)
  }
}
