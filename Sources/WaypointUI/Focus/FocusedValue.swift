import Combine
import Observation

/// A property wrapper for a value a focused view (or the scene) publishes: `nil` while none
/// does. The view is evaluated again when the value changes.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty, @unchecked Sendable {
  private enum Source {
    case keyPath(KeyPath<FocusedValues, Value?>)
    case object(ObjectIdentifier)
  }

  private let source: Source

  /// The value published for `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    source = .keyPath(keyPath)
  }

  /// The object of `objectType` published with `focusedValue(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    source = .object(ObjectIdentifier(objectType))
  }

  /// The published value, if any.
  @MainActor public var wrappedValue: Value? {
    let values = FocusedValueStore.current
    switch source {
    case .keyPath(let keyPath): return values[keyPath: keyPath]
    case .object(let id): return values.values[id] as? Value
    }
  }
}

/// A property wrapper for a binding a focused view (or the scene) publishes, read and written
/// through: `nil` while none does.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty, @unchecked Sendable {
  private let keyPath: KeyPath<FocusedValues, Binding<Value>?>

  /// The binding published for `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    self.keyPath = keyPath
  }

  @MainActor private var binding: Binding<Value>? { FocusedValueStore.current[keyPath: keyPath] }

  /// The bound value, if a binding is published; setting it writes through the binding.
  @MainActor public var wrappedValue: Value? {
    get { binding?.wrappedValue }
    nonmutating set {
      if let newValue { binding?.wrappedValue = newValue }
    }
  }

  /// A binding to the bound value: `nil` while none is published, and writes of `nil` ignored.
  @MainActor public var projectedValue: Binding<Value?> {
    let binding = self.binding
    return Binding(
      get: { binding?.wrappedValue },
      set: { newValue in if let newValue { binding?.wrappedValue = newValue } })
  }
}

/// A property wrapper for an observable object a focused view (or the scene) publishes with
/// `focusedObject(_:)`: `nil` while none does.
///
/// The view is evaluated again when another object is published; changes inside the object
/// reach it through the views that observe the object itself.
@MainActor @preconcurrency @propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// Bindings to the properties of the published object.
  @MainActor @preconcurrency @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to the object's property at `keyPath`.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>)
      -> Binding<T>
    {
      let root = self.root
      return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
  }

  /// The published object, if any.
  public var wrappedValue: ObjectType? {
    FocusedValueStore.current.values[ObjectIdentifier(ObjectType.self)] as? ObjectType
  }

  /// Bindings to the published object's properties, if one is published.
  public var projectedValue: Wrapper? { wrappedValue.map(Wrapper.init) }

  /// A focused object reader.
  public init() {}
}

// The wrapper holds no state of its own; its object is read on the main actor.
extension FocusedObject: @unchecked Sendable {}
extension FocusedObject.Wrapper: @unchecked Sendable {}
