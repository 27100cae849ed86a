/// Where a binding reads and writes: a node's state, a model's property, a projection of
/// another location, or a pair of closures.
protocol Location<Value>: AnyObject {
  associatedtype Value
  /// The current value.
  func get() -> Value
  /// Writes a new value, invalidating whoever owns it.
  func set(_ value: Value)
  /// What the location points to; equal identities mean the same place.
  var identity: LocationIdentity { get }
}

extension Location {
  var identity: LocationIdentity { LocationIdentity(root: ObjectIdentifier(self)) }
}

/// The identity of a location: the object it starts at and the path from there.
struct LocationIdentity: Hashable {
  /// The root object, or nil for a constant (compared by value alone).
  var root: ObjectIdentifier?
  var path: [AnyHashable] = []

  static var constant: LocationIdentity { LocationIdentity(root: nil) }

  func appending(_ component: AnyHashable) -> LocationIdentity {
    LocationIdentity(root: root, path: path + [component])
  }
}

/// A location that is a key path into another location.
final class ProjectedLocation<Base, Value>: Location {
  let base: any Location<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: any Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  func get() -> Value { base.get()[keyPath: keyPath] }

  func set(_ value: Value) {
    var whole = base.get()
    whole[keyPath: keyPath] = value
    base.set(whole)
  }

  var identity: LocationIdentity { base.identity.appending(keyPath) }
}

/// A location that is a property of an object (an `@Observable` model or `ObservableObject`).
final class ReferenceLocation<Root: AnyObject, Value>: Location {
  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  func get() -> Value { object[keyPath: keyPath] }
  func set(_ value: Value) { object[keyPath: keyPath] = value }
  var identity: LocationIdentity {
    LocationIdentity(root: ObjectIdentifier(object), path: [keyPath])
  }
}

/// A location converted from another through a pair of functions (optional wrapping,
/// unwrapping, type erasure); `tag` tells conversions apart in identities.
final class ConvertedLocation<Base, Value>: Location {
  let base: any Location<Base>
  let read: (Base) -> Value
  let write: (Value) -> Base?
  let tag: String

  init(
    base: any Location<Base>, tag: String, read: @escaping (Base) -> Value,
    write: @escaping (Value) -> Base?
  ) {
    self.base = base
    self.tag = tag
    self.read = read
    self.write = write
  }

  func get() -> Value { read(base.get()) }
  func set(_ value: Value) {
    if let converted = write(value) { base.set(converted) }
  }
  var identity: LocationIdentity { base.identity.appending(tag) }
}

/// A location made of closures; each is a new place, never equal to another.
final class ClosureLocation<Value>: Location {
  let getter: () -> Value
  let setter: (Value) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  func get() -> Value { getter() }
  func set(_ value: Value) { setter(value) }
}

/// A location that never changes.
final class ConstantLocation<Value>: Location {
  let value: Value
  init(_ value: Value) { self.value = value }
  func get() -> Value { value }
  func set(_ value: Value) {}
  var identity: LocationIdentity { .constant }
}
