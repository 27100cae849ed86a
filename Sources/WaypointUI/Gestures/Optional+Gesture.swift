import Foundation

// `.gesture(isEditing ? tap : nil)`: a gesture that may be absent. `nil` adds no gesture, so
// the view keeps its own actions and nothing is recorded for it.

extension Optional: Gesture where Wrapped: Gesture {
  /// The wrapped gesture's value.
  public typealias Value = Wrapped.Value
  /// A primitive gesture has no body.
  public typealias Body = Never
}

extension Optional: PrimitiveGesture where Wrapped: Gesture {
  var record: GestureRecord {
    switch self {
    case .some(let gesture): gestureRecord(gesture)
    case .none: GestureRecord(name: "nil", isAbsent: true)
    }
  }
}
