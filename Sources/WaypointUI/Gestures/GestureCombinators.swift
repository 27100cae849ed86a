import Foundation

// Combined gestures are performed by a keyboard as their parts are: a tap inside one taps it.

extension Gesture {
  /// Adds an action run when the gesture ends (at once, when a keyboard performs it).
  nonisolated public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(content: self, action: action)
  }

  /// Returns a gesture that reports `body` of this one's value.
  nonisolated public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, transform: body)
  }

  /// Combines this gesture with `other`, both recognized at once.
  nonisolated public func simultaneously<Other: Gesture>(with other: Other)
    -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }

  /// Combines this gesture with `other`, only one of which is recognized, this one first.
  nonisolated public func exclusively<Other: Gesture>(before other: Other)
    -> ExclusiveGesture<Self, Other>
  {
    ExclusiveGesture(self, other)
  }

  /// Sequences this gesture before `other`, which starts once this one ends.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

extension Gesture where Value: Equatable {
  /// Runs `action` with the gesture's end value when a tap or long press performs it; a gesture
  /// only ends in Waypoint, so `action` is called once per performance, before later actions.
  public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(content: self, action: action)
  }
}

/// A gesture with an action run when it ends.
public struct _EndedGesture<Content: Gesture> {
  let content: Content
  let action: (Content.Value) -> Void
}

extension _EndedGesture: Gesture, PrimitiveGesture {
  /// The content's value.
  public typealias Value = Content.Value
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    var record = gestureRecord(content)
    if let value = record.endValue as? Content.Value {
      let action = self.action
      record.actions.append { action(value) }
    }
    return record
  }
}

/// A gesture with an action run as its value changes.
public struct _ChangedGesture<Content: Gesture> where Content.Value: Equatable {
  let content: Content
  let action: (Content.Value) -> Void
}

extension _ChangedGesture: Gesture, PrimitiveGesture {
  /// The content's value.
  public typealias Value = Content.Value
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    var record = gestureRecord(content)
    if let value = record.endValue as? Content.Value {
      let action = self.action
      record.actions.append { action(value) }
    }
    return record
  }
}

/// A gesture that reports a transform of another's value.
public struct _MapGesture<Content: Gesture, Value> {
  let content: Content
  let transform: (Content.Value) -> Value
}

extension _MapGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    var record = gestureRecord(content)
    record.endValue = (record.endValue as? Content.Value).map(transform)
    return record
  }
}

/// Two gestures recognized at once.
@frozen
public struct SimultaneousGesture<First: Gesture, Second: Gesture> {
  /// The values of both gestures, each `nil` until it is recognized.
  @frozen
  public struct Value {
    /// The first gesture's value.
    public var first: First.Value?
    /// The second gesture's value.
    public var second: Second.Value?
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first` and `second` at once.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SimultaneousGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    let (a, b) = (gestureRecord(first), gestureRecord(second))
    let kind = a.kind != .none ? a.kind : b.kind
    return GestureRecord(
      name: "\(a.name).simultaneously(with: \(b.name))", kind: kind,
      endValue: Value(first: a.endValue as? First.Value, second: b.endValue as? Second.Value),
      actions: (a.kind == kind ? a.actions : []) + (b.kind == kind ? b.actions : []))
  }
}

/// Two gestures of which only one is recognized, the first preferred.
@frozen
public struct ExclusiveGesture<First: Gesture, Second: Gesture> {
  /// The value of whichever gesture was recognized.
  @frozen
  public enum Value {
    /// The first gesture's value.
    case first(First.Value)
    /// The second gesture's value.
    case second(Second.Value)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first`, or else `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    let (a, b) = (gestureRecord(first), gestureRecord(second))
    let name = "\(a.name).exclusively(before: \(b.name))"
    if a.kind != .none, let value = a.endValue as? First.Value {
      return GestureRecord(
        name: name, kind: a.kind, endValue: Value.first(value), actions: a.actions)
    }
    if let value = b.endValue as? Second.Value {
      return GestureRecord(
        name: name, kind: b.kind, endValue: Value.second(value), actions: b.actions)
    }
    return GestureRecord(name: name)
  }
}

/// A gesture that starts once another ends.
@frozen
public struct SequenceGesture<First: Gesture, Second: Gesture> {
  /// How far the sequence got.
  @frozen
  public enum Value {
    /// The first gesture is in progress.
    case first(First.Value)
    /// The first gesture ended; the second is in progress, if it has begun.
    case second(First.Value, Second.Value?)
  }
  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second
  /// `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord {
    let (a, b) = (gestureRecord(first), gestureRecord(second))
    let name = "\(a.name).sequenced(before: \(b.name))"
    guard let firstValue = a.endValue as? First.Value else { return GestureRecord(name: name) }
    // A keyboard performs the first gesture; the second, if it has no keyboard form, is
    // reported as not begun.
    return GestureRecord(
      name: name, kind: a.kind != .none ? a.kind : b.kind,
      endValue: Value.second(firstValue, b.endValue as? Second.Value),
      actions: a.actions + b.actions)
  }
}

/// A type-erased gesture.
public struct AnyGesture<Value> {
  let gesture: any Gesture

  /// `gesture`, type-erased.
  public init<T: Gesture>(_ gesture: T) where Value == T.Value {
    self.gesture = gesture
  }
}

extension AnyGesture: Gesture, PrimitiveGesture {
  /// A primitive gesture has no body.
  public typealias Body = Never
  var record: GestureRecord { gestureRecord(gesture) }
}
