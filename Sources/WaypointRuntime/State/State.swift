import Foundation

/// A value a view owns, kept by Waypoint on the view's node rather than in the view struct.
///
/// It survives every re-creation of the view value while the view's identity stays; writing it
/// evaluates the view again.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  package let box: StateBox<Value>

  /// Declares state starting at `value`. Once the view is on the graph its node keeps the value,
  /// and the `value` of later re-creations is ignored.
  public init(wrappedValue value: Value) {
    box = StateBox(StateStorage(value))
  }

  /// The older spelling of `init(wrappedValue:)`.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The value kept on the view's node; setting it schedules that view for evaluation.
  public var wrappedValue: Value {
    get { box.storage.get() }
    nonmutating set { box.storage.set(newValue) }
  }

  /// A ``Binding`` that reads and writes this state, passed to a child view as `$name`.
  public var projectedValue: Binding<Value> {
    let storage = box.storage
    return Binding(location: storage, snapshot: storage.get())
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Declares optional state that starts as nil.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// The reference a `State` value carries, pointed at the node's storage once linked.
package final class StateBox<Value>: @unchecked Sendable {
  package var storage: StateStorage<Value>
  package init(_ storage: StateStorage<Value>) { self.storage = storage }
}

/// A state value kept on a node; writing it invalidates the node.
package final class StateStorage<Value>: Location, @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  private var owner: NodeHandle?
  private var inbox: Inbox?

  package init(_ value: Value) { self.value = value }

  package func get() -> Value {
    lock.withLock { value }
  }

  package func set(_ newValue: Value) {
    let (owner, inbox) = lock.withLock {
      value = newValue
      return (self.owner, self.inbox)
    }
    if let owner, let inbox { inbox.post(owner, because: "@State") }
  }

  @MainActor
  package func attach(to node: Node) {
    lock.withLock {
      owner = node.handle
      inbox = node.graph.inbox
    }
  }
}

extension State: LinkableProperty {
  package func link(to node: Node, slot: Int) {
    if let existing = node.slots[slot] as? StateStorage<Value> {
      box.storage = existing
    } else {
      node.slots[slot] = box.storage
      box.storage.attach(to: node)
    }
  }
}

extension State: ViewFieldComparable {
  /// State belongs to the node, not to the view value: two values never differ by it.
  package static func isSame(_ a: State, _ b: State) -> Bool { true }
}
