import Observation

/// Turns the properties of an `@Observable` object into bindings, as in `$model.title`, for a view
/// that was handed the object rather than owning it.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The wrapped object.
  public var wrappedValue: Value

  /// The wrapper itself, so `$model.title` in a view is a ``Binding`` to `title`.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps `wrappedValue`, for `@Bindable var model` as a view property or a local variable.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps `wrappedValue`, for writing `Bindable(model).title` inline.
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Copies `projectedValue`; the compiler calls this when `$model` is passed to a `@Bindable`
  /// parameter.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding that reads and writes the object's `keyPath` property directly; views that read the
  /// property are updated through observation.
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
