/// A property wrapper for the focus of the view's text fields and controls: `true`, or the value
/// of the field `.focused(_:equals:)` names, while one has it.
///
/// Waypoint keeps the value as state the view's code sets and reads; the terminal's keyboard
/// focus does not follow it (see docs/Divergences.md).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value

  /// A focus state of a `Bool`: `false` while nothing has focus.
  public init() where Value == Bool {
    _value = State(wrappedValue: false)
  }

  /// A focus state of an optional: `nil` while nothing has focus. A value of another type is
  /// a compile error, as in SwiftUI.
  public init<T: Hashable>() where Value == T? {
    _value = State(wrappedValue: nil)
  }

  /// The focused field's value.
  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  /// A binding that `.focused(_:)` and `.focused(_:equals:)` take.
  public var projectedValue: Binding {
    Binding(base: $value)
  }

  /// A binding to a focus state.
  @propertyWrapper
  public struct Binding {
    let base: WaypointUI.Binding<Value>

    /// The focused field's value.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension View {
  /// Binds the view's focus to `condition` (recorded on the view).
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    attribute(.drawing(".focused"))
  }

  /// Binds the view's focus to `binding` having `value` (recorded on the view).
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    attribute(.drawing(".focused(equals: \(value))"))
  }
}
