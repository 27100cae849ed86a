/// Where a binding reads and writes: a node's state, a model's property, a projection of
/// another location, or a pair of closures.
protocol Location<Value>: AnyObject {
  associatedtype Value
  /// The current value.
  func get() -> Value
  /// Writes a new value, invalidating whoever owns it.
  func set(_ value: Value)
  /// Whether `other` points to the same place (constants point to no place and match any
  /// constant; their bindings then compare by value).
  func isSamePlace(as other: AnyObject) -> Bool
}

extension Location {
  func isSamePlace(as other: AnyObject) -> Bool { self === other }
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
    // An object was changed in place; writing it back would only invalidate its owner.
    if !(Base.self is AnyObject.Type) { base.set(whole) }
  }

  func isSamePlace(as other: AnyObject) -> Bool {
    guard let other = other as? ProjectedLocation<Base, Value> else { return false }
    return keyPath == other.keyPath && base.isSamePlace(as: other.base)
  }
}

/// A location that is one element of a collection in another location: what `ForEach($items)`
/// and `$items[i]` make, without building a key path for every element.
final class ElementLocation<Base: MutableCollection>: Location where Base.Index: Hashable {
  let base: any Location<Base>
  let index: Base.Index

  init(base: any Location<Base>, index: Base.Index) {
    self.base = base
    self.index = index
  }

  func get() -> Base.Element { base.get()[index] }

  func set(_ value: Base.Element) {
    var whole = base.get()
    whole[index] = value
    base.set(whole)
  }

  func isSamePlace(as other: AnyObject) -> Bool {
    // Comparing the classes directly avoids a dynamic cast, which would look up generic
    // metadata; this runs for every row of a list on every update of its parent.
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
    let other = unsafeDowncast(other, to: ElementLocation<Base>.self)
    return index == other.index && base.isSamePlace(as: other.base)
  }
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

  func isSamePlace(as other: AnyObject) -> Bool {
    guard let other = other as? ReferenceLocation<Root, Value> else { return false }
    return object === other.object && keyPath == other.keyPath
  }
}

/// A location converted from another through a pair of functions (optional wrapping,
/// unwrapping, type erasure); `tag` tells conversions apart.
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

  func isSamePlace(as other: AnyObject) -> Bool {
    guard let other = other as? ConvertedLocation<Base, Value> else { return false }
    return tag == other.tag && base.isSamePlace(as: other.base)
  }
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
  func isSamePlace(as other: AnyObject) -> Bool { other is ConstantLocation<Value> }
}
