/// Where a binding reads and writes: a node's state, a model's property, a projection of
/// another location, or a pair of closures.
package protocol Location<Value>: AnyObject {
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
  package func isSamePlace(as other: AnyObject) -> Bool { self === other }
}

/// A location that is a key path into another location.
package final class ProjectedLocation<Base, Value>: Location {
  package let base: any Location<Base>
  package let keyPath: WritableKeyPath<Base, Value>

  package init(base: any Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  package func get() -> Value { base.get()[keyPath: keyPath] }

  package func set(_ value: Value) {
    var whole = base.get()
    whole[keyPath: keyPath] = value
    // An object was changed in place; writing it back would only invalidate its owner.
    if !(Base.self is AnyObject.Type) { base.set(whole) }
  }

  package func isSamePlace(as other: AnyObject) -> Bool {
    guard let other = other as? ProjectedLocation<Base, Value> else { return false }
    return keyPath == other.keyPath && base.isSamePlace(as: other.base)
  }
}

/// A location that is one element of a collection in another location: what `ForEach($items)`
/// and `$items[i]` make, without building a key path for every element.
package final class ElementLocation<Base: MutableCollection>: Location where Base.Index: Hashable {
  package let base: any Location<Base>
  package let index: Base.Index

  package init(base: any Location<Base>, index: Base.Index) {
    self.base = base
    self.index = index
  }

  package func get() -> Base.Element { base.get()[index] }

  package func set(_ value: Base.Element) {
    var whole = base.get()
    whole[index] = value
    base.set(whole)
  }

  package func isSamePlace(as other: AnyObject) -> Bool {
    // Comparing the classes directly avoids a dynamic cast, which would look up generic
    // metadata; this runs for every row of a list on every update of its parent.
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
    let other = unsafeDowncast(other, to: ElementLocation<Base>.self)
    return index == other.index && base.isSamePlace(as: other.base)
  }
}

/// A location that is a property of an object (an `@Observable` model or `ObservableObject`).
package final class ReferenceLocation<Root: AnyObject, Value>: Location {
  package let object: Root
  package let keyPath: ReferenceWritableKeyPath<Root, Value>

  package init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  package func get() -> Value { object[keyPath: keyPath] }
  package func set(_ value: Value) { object[keyPath: keyPath] = value }

  package func isSamePlace(as other: AnyObject) -> Bool {
    guard let other = other as? ReferenceLocation<Root, Value> else { return false }
    return object === other.object && keyPath == other.keyPath
  }
}

/// A location converted from another through a pair of functions (optional wrapping,
/// unwrapping, type erasure); `tag` tells conversions apart.
package final class ConvertedLocation<Base, Value>: Location {
  package let base: any Location<Base>
  package let read: (Base) -> Value
  package let write: (Value) -> Base?
  package let tag: String

  package init(
    base: any Location<Base>, tag: String, read: @escaping (Base) -> Value,
    write: @escaping (Value) -> Base?
  ) {
    self.base = base
    self.tag = tag
    self.read = read
    self.write = write
  }

  package func get() -> Value { read(base.get()) }
  package func set(_ value: Value) {
    if let converted = write(value) { base.set(converted) }
  }

  package func isSamePlace(as other: AnyObject) -> Bool {
    guard let other = other as? ConvertedLocation<Base, Value> else { return false }
    return tag == other.tag && base.isSamePlace(as: other.base)
  }
}

/// A location made of closures; each is a new place, never equal to another.
package final class ClosureLocation<Value>: Location {
  package let getter: () -> Value
  package let setter: (Value) -> Void

  package init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }

  package func get() -> Value { getter() }
  package func set(_ value: Value) { setter(value) }
}

/// A location that never changes.
package final class ConstantLocation<Value>: Location {
  package let value: Value
  package init(_ value: Value) { self.value = value }
  package func get() -> Value { value }
  package func set(_ value: Value) {}
  package func isSamePlace(as other: AnyObject) -> Bool { other is ConstantLocation<Value> }
}
