import Synchronization

/// One storage for values equal in content that elements keep, in every tab of the process: a
/// button's set of actions, the sizes a text of one page chose at one width. Each tab of an app
/// holds much alike; values whose storage is a reference (arrays, sets) then cost one object
/// however many elements keep them.
///
/// A table of `slots` entries, addressed by the value's hash: a value replaces the one in its
/// slot, so the table stays bounded however many distinct values an app makes, and a value
/// that lost its slot is still whole in the elements that keep it.
package final class SharedStorage<Value: Equatable & Sendable>: Sendable {
  private let slots: Mutex<[Value?]>
  private let count: Int
  private let hash: @Sendable (Value) -> Int

  /// A table of `slots` entries, addressing a value by `hash`: one that is cheap, and the same
  /// in every run where the value's own `hashValue` is seeded per process.
  package init(slots: Int, hash: @escaping @Sendable (Value) -> Int) {
    count = max(slots, 1)
    self.slots = Mutex(Array(repeating: nil, count: count))
    self.hash = hash
  }

  /// `value`, in the storage of an equal one kept before when there is one; else `value`,
  /// kept for the next.
  package func shared(_ value: Value) -> Value {
    let slot = Int(UInt(bitPattern: hash(value)) % UInt(count))
    return slots.withLock { slots in
      if let found = slots[slot], found == value { return found }
      slots[slot] = value
      return value
    }
  }
}
