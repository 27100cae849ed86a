/// A property wrapper for the focus of the view's text fields and controls: `true`, or the value
/// of the field `.focused(_:equals:)` names, while one has it.
///
/// Waypoint keeps the value as state the view's code sets and reads; the terminal's keyboard
/// focus does not follow it (see docs/Divergences.md).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value

  /// A focus state with nothing focused: `false`, or `nil`. (One unconstrained initialiser, so
  /// a view with `@FocusState private var …` and other private state still gets its `init()`.)
  public init() {
    guard let unfocused = Self.unfocused else {
      preconditionFailure("FocusState's value must be Bool or an Optional, as in SwiftUI.")
    }
    _value = State(wrappedValue: unfocused)
  }

  /// `false` for `Bool`, `nil` for an optional; nothing for other types, which SwiftUI rejects.
  private static var unfocused: Value? {
    if let no = false as? Value { return no }
    let none: Any? = nil
    return none as? Value
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
