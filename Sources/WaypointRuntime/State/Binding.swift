/// A property wrapper type that can read and write a value owned by a source of truth.
///
/// Two bindings are the same to the graph when they point to the same place and read the same
/// value there, so a row given `$items[i]` is not evaluated again unless its item changed.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  package let location: any Location<Value>
  /// The value read when the binding was made, compared to skip unchanged views.
  package let snapshot: Value?

  package init(location: any Location<Value>, snapshot: Value?) {
    self.location = location
    self.snapshot = snapshot
  }

  /// Creates a binding with closures that read and write the binding value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set), snapshot: nil)
  }

  /// Creates a binding with a closure that reads and a closure that writes with a transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: ClosureLocation(get: get, set: { set($0, Transaction()) }), snapshot: nil)
  }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Creates a binding with an immutable value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value), snapshot: value)
  }

  /// The underlying value referenced by the binding variable.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// A projection of the binding value that returns a binding.
  public var projectedValue: Binding<Value> { self }

  /// Returns a binding to the resulting value of a given key path.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    // Through an object (`$router.path`), the value is not read now: reading an observable
    // property here would subscribe the view making the binding to it.
    let isObject = Value.self is AnyObject.Type
    return Binding<Subject>(
      location: ProjectedLocation(base: location, keyPath: keyPath),
      snapshot: isObject ? nil : snapshot.map { $0[keyPath: keyPath] })
  }

  /// Specifies an animation to perform when the binding value changes (recorded, not run).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// Specifies a transaction for the binding.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// The binding's transaction.
  public var transaction: Transaction {
    get { Transaction() }
    set {}
  }
}

extension Binding {
  /// Creates a binding by projecting the base value to an optional value.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      location: ConvertedLocation(
        base: base.location, tag: "optional", read: { Optional($0) }, write: { $0 }),
      snapshot: base.snapshot.map { Optional($0) })
  }

  /// Creates a binding by projecting the base value to an unwrapped value; nil when the base
  /// value is nil.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    self.init(
      location: ConvertedLocation(
        base: base.location, tag: "unwrapped", read: { $0 ?? current }, write: { $0 }),
      snapshot: current)
  }

  /// Creates a binding by projecting the base value to a hashable value.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      location: ConvertedLocation(
        base: base.location, tag: "anyHashable", read: { AnyHashable($0) },
        write: { $0.base as? V }),
      snapshot: base.snapshot.map { AnyHashable($0) })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The stable identity of the entity associated with this instance.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}

extension Binding: ViewFieldComparable {
  /// Same place, same value read.
  package static func isSame(_ a: Binding, _ b: Binding) -> Bool {
    comparison()(a, b)
  }

  package static func comparison() -> @MainActor (Binding, Binding) -> Bool {
    let values = ValueComparator.for(Value.self)
    return { a, b in
      guard let left = a.snapshot, let right = b.snapshot else { return false }
      return a.location.isSamePlace(as: b.location) && values.equal(left, right)
    }
  }
}

extension Binding: Sequence where Value: MutableCollection, Value.Index: Hashable {
  /// A binding to each element of the collection.
  public typealias Element = Binding<Value.Element>
  /// An iterator over the element bindings.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A slice of the element bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection, Value.Index: Hashable {
  /// A position in the collection.
  public typealias Index = Value.Index
  /// The positions of the collection.
  public typealias Indices = Value.Indices

  /// The position of the first element.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The position after the last element.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The indices that are valid for subscripting the collection.
  public var indices: Indices { wrappedValue.indices }
  /// Returns the position immediately after the given index.
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  /// A binding to the element at `position`.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      location: ElementLocation(base: location, index: position),
      snapshot: snapshot.map { $0[position] })
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection, Value.Index: Hashable {
  /// Returns the position immediately before the given index.
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection, Value.Index: Hashable {}
