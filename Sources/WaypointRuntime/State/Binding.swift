/// Reads and writes a value that lives elsewhere (a `@State`, an object's property, a pair of
/// closures), so a child view can change what its parent owns.
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

  /// Makes a binding that calls `get` to read and `set` to write. The graph cannot compare two such
  /// bindings, so a view given one is evaluated whenever its parent is.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set), snapshot: nil)
  }

  /// Makes a binding from a reader and a writer; the writer is always handed an empty transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: ClosureLocation(get: get, set: { set($0, Transaction()) }), snapshot: nil)
  }

  /// Copies `projectedValue`; the compiler calls this when `$x` is passed to a `@Binding`
  /// parameter.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that always reads `value` and drops every write, for previews and fixed inputs.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value), snapshot: value)
  }

  /// Reads or writes the place the binding points at; writing a `@State` this way re-evaluates the
  /// view that owns it.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, so `$value` inside a view passes it on unchanged.
  public var projectedValue: Binding<Value> { self }

  /// A binding to the `keyPath` member: it reads through this binding, and a write replaces that
  /// member in place.
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

  /// Returns the binding unchanged: writes through it show at once, with no animation recorded.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// Returns the binding unchanged; Waypoint ignores `transaction` for writes through it.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }

  /// Always an empty transaction; setting it does nothing.
  public var transaction: Transaction {
    get { Transaction() }
    set {}
  }
}

extension Binding {
  /// Views `base` as an optional: it always reads `.some`, and writing nil leaves `base` as it was.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(
      location: ConvertedLocation(
        base: base.location, tag: "optional", read: { Optional($0) }, write: { $0 }),
      snapshot: base.snapshot.map { Optional($0) })
  }

  /// Unwraps `base`, or returns nil if it holds nil now. Should `base` become nil later, the new
  /// binding keeps reading the value it had when made.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    self.init(
      location: ConvertedLocation(
        base: base.location, tag: "unwrapped", read: { $0 ?? current }, write: { $0 }),
      snapshot: current)
  }

  /// Type-erases `base` to `AnyHashable`; writing a value of another type does nothing.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      location: ConvertedLocation(
        base: base.location, tag: "anyHashable", read: { AnyHashable($0) },
        write: { $0.base as? V }),
      snapshot: base.snapshot.map { AnyHashable($0) })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  /// The `id` of the value the binding reads now.
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
