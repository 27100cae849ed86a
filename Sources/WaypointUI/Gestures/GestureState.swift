import Foundation

/// A property wrapper for state that a gesture sets while it is in progress and that returns
/// to its initial value when the gesture ends.
///
/// Keyboard-performed gestures end as they begin, so the value reads as its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  @State private var value: Value
  private let initialValue: Value
  private let reset: (Value, inout Transaction) -> Void

  /// A gesture state starting at, and returning to, `wrappedValue`.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, reset: { _, _ in })
  }

  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue, resetTransaction: Transaction())
  }

  /// A gesture state that returns to `wrappedValue` within `resetTransaction`.
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(
      wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
  }

  /// A gesture state starting at `initialValue`, returning to it within `resetTransaction`.
  public init(initialValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
  }

  /// A gesture state whose return to `wrappedValue` calls `reset` to adjust its transaction.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    _value = State(wrappedValue: wrappedValue)
    self.initialValue = wrappedValue
    self.reset = reset
  }

  /// A gesture state starting at `initialValue` whose return calls `reset`.
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: initialValue, reset: reset)
  }

  /// The current value.
  public var wrappedValue: Value { value }

  /// The gesture state itself, for `Gesture.updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }

  /// Runs `update` on the value as a gesture changes, then returns it to its initial value as
  /// the gesture ends.
  func perform(_ update: (inout Value, inout Transaction) -> Void) {
    var transaction = Transaction()
    var current = value
    update(&current, &transaction)
    value = current
    reset(current, &transaction)
    value = initialValue
  }
}

extension GestureState: @unchecked Sendable where Value: Sendable {}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at, and returning to, `nil`, within `resetTransaction`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }

  /// A gesture state starting at, and returning to, `nil`, whose return calls `reset`.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil, reset: reset)
  }
}

extension Gesture {
  /// Updates `state` as the gesture changes; the state returns to its initial value when the
  /// gesture ends.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A gesture that updates a `GestureState` as it changes.
@frozen
public struct GestureStateGesture<Base: Gesture, State> {
  /// The base gesture's value.
  public typealias Value = Base.Value
  /// The gesture whose changes update the state.
  public var base: Base
  /// The state updated.
  public var state: GestureState<State>
  /// How a change of the gesture's value updates the state.
  public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

  /// A gesture updating `state` with `body` as `base` changes.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }
}

extension GestureStateGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    var record = gestureRecord(base)
    if let value = record.endValue as? Base.Value {
      let (state, body) = (self.state, self.body)
      record.actions.insert({ state.perform { body(value, &$0, &$1) } }, at: 0)
    }
    return record
  }
}
