/// A key for a value a view gives the container it is in (a custom container reads it from
/// the view's `Subview.containerValues`).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol ContainerValueKey {
  /// The type a view sets for this key and its container reads.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Value { get }
}

/// The values views give the containers they are in, set with `.containerValue(_:_:)` (and
/// `.tag(_:)`) and read by a custom container from each of its subviews.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ContainerValues {
  private var values: [ObjectIdentifier: Any] = [:]
  private var tags: [AnyHashable] = []

  package init() {}

  /// The value for `key`: what the view set, else the key's default.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The view's tag of type `type`, if `.tag(_:)` gave it one.
  public func tag<V: Hashable>(for type: V.Type) -> V? {
    for tag in tags.reversed() {
      if let value = tag.base as? V { return value }
    }
    return nil
  }

  /// Whether the view's tag is `tag`.
  public func hasTag<V: Hashable>(_ tag: V) -> Bool {
    self.tag(for: V.self) == tag
  }

  /// Adds `tag`: the innermost of a type is the view's.
  package mutating func addTag(_ tag: AnyHashable) {
    tags.append(tag)
  }
}

extension View {
  /// Gives this view `value` at `keyPath` of the container values its container reads (from
  /// `Subview.containerValues`); the view itself shows as before.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func containerValue<V>(
    _ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V
  ) -> some View {
    modifier(ContainerValueModifier { $0[keyPath: keyPath] = value })
  }
}

/// A modifier that adds to the container values of the views it modifies.
package protocol ContainerValueWriting {
  /// Adds this modifier's values to `values`.
  func write(to values: inout ContainerValues)
}

/// `.containerValue(_:_:)`: passes its content through; the container reads the value.
package struct ContainerValueModifier: ContainerValueWriting {
  package let set: (inout ContainerValues) -> Void

  package func write(to values: inout ContainerValues) { set(&values) }
}

extension ContainerValueModifier: PrimitiveModifier {}

extension TagModifier: ContainerValueWriting {
  package func write(to values: inout ContainerValues) { values.addTag(AnyHashable(tag)) }
}
