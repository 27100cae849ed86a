import Foundation
import Observation

/// A key for a value that views publish with `focusedValue(_:_:)` and others read with
/// `@FocusedValue`.
public protocol FocusedValueKey {
  /// What views publish under this key and `@FocusedValue` reads back.
  associatedtype Value
}

/// The values published by the focused view and its ancestors, or by the scene.
///
/// A terminal's focus moves among controls without telling views, so every value a visible view
/// publishes is available (the latest one for each key), as a scene value is in SwiftUI.
public struct FocusedValues: @unchecked Sendable, Equatable {
  package var values: [ObjectIdentifier: Any] = [:]

  package init() {}

  /// The value for `key`, if a view publishes one.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Whether both hold the same keys with equal values (values that are not `Equatable` are
  /// equal when they are the same object).
  public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
    guard lhs.values.keys == rhs.values.keys else { return false }
    return lhs.values.allSatisfy { key, value in
      rhs.values[key].map { focusedValuesEqual(value, $0) } ?? false
    }
  }
}

/// Whether two published values are the same: by `==` when they are equatable, by identity when
/// they are objects.
package func focusedValuesEqual(_ a: Any, _ b: Any) -> Bool {
  if let a = a as? any Equatable { return a.isEqual(to: b) }
  if type(of: a) is AnyClass, type(of: b) is AnyClass { return a as AnyObject === b as AnyObject }
  return false
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

/// The focused values of one runtime, observed by the views that read them.
@MainActor @Observable
package final class FocusedValueStore {
  package private(set) var values = FocusedValues()

  private struct EntryKey: Hashable {
    let id: AnyHashable
    let owner: ObjectIdentifier
  }

  private struct Entry {
    let value: Any
    let write: (inout FocusedValues) -> Void
  }

  /// Every publisher's value, in the order published: a later one for a key wins.
  @ObservationIgnored private var entries: [EntryKey: Entry] = [:]
  @ObservationIgnored private var order: [EntryKey] = []

  /// Publishes `value` for `id` (a key path, or an object type) on behalf of `owner`, or
  /// withdraws the owner's value for `nil`. Publishing a value equal to the owner's current
  /// one changes nothing, so readers are not evaluated again.
  package func publish(
    _ id: AnyHashable, _ value: Any?, owner: ObjectIdentifier,
    write: @escaping (inout FocusedValues) -> Void
  ) {
    let key = EntryKey(id: id, owner: owner)
    guard let value else {
      remove(id, owner: owner)
      return
    }
    if let current = entries[key], focusedValuesEqual(current.value, value) { return }
    entries[key] = Entry(value: value, write: write)
    order.removeAll { $0 == key }
    order.append(key)
    rebuild()
  }

  /// Withdraws the value `owner` published for `id`.
  package func remove(_ id: AnyHashable, owner: ObjectIdentifier) {
    let key = EntryKey(id: id, owner: owner)
    guard entries.removeValue(forKey: key) != nil else { return }
    order.removeAll { $0 == key }
    rebuild()
  }

  private func rebuild() {
    var rebuilt = FocusedValues()
    for key in order { entries[key]?.write(&rebuilt) }
    values = rebuilt
  }

  /// The published values, read from the runtime that is evaluating a body.
  package static var current: FocusedValues {
    ViewGraph.current?.focusedValueStore.values ?? FocusedValues()
  }
}

/// A value a view publishes while it is in the hierarchy.
package struct FocusedValuePublisher {
  package let id: AnyHashable
  package let value: Any?
  package let write: (inout FocusedValues) -> Void
  package init(id: AnyHashable, value: Any? = nil, write: @escaping (inout FocusedValues) -> Void) {
    self.id = id
    self.value = value
    self.write = write
  }
}

extension FocusedValuePublisher: PrimitiveModifier {
  package func update<Content: View>(content: Content, in node: Node) {
    let store = node.graph.focusedValueStore
    let owner = lifecycle(of: node) { FocusedValueOwner(store: store, id: id) }
    owner.publish(value, write: write)
    node.reconcile { $0.add(content, key: .index(0)) }
  }
}

/// Publishes one value for a node, withdraws it when the node disappears, and publishes it
/// again if the node reappears.
@MainActor
package final class FocusedValueOwner: LifecycleParticipant {
  package let store: FocusedValueStore
  package let id: AnyHashable
  private var last: (value: Any?, write: (inout FocusedValues) -> Void)?

  package init(store: FocusedValueStore, id: AnyHashable) {
    self.store = store
    self.id = id
  }

  package func publish(_ value: Any?, write: @escaping (inout FocusedValues) -> Void) {
    last = (value, write)
    store.publish(id, value, owner: ObjectIdentifier(self), write: write)
  }

  package func appear() {
    if let last { store.publish(id, last.value, owner: ObjectIdentifier(self), write: last.write) }
  }

  package func willDisappear() {}
  package func disappear() { store.remove(id, owner: ObjectIdentifier(self)) }
}
