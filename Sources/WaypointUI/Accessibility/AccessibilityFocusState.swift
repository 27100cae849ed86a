/// A property wrapper for the element an assistive technology focuses: `true`, or the value
/// of the view `.accessibilityFocused(_:equals:)` names, while it has the focus.
///
/// Waypoint keeps the value as state the view's code sets and reads, as it does `FocusState`;
/// no assistive technology moves it here.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value
  /// The technologies whose focus this follows.
  let technologies: AccessibilityTechnologies

  private init(unfocused: Value, technologies: AccessibilityTechnologies) {
    _value = State(wrappedValue: unfocused)
    self.technologies = technologies
  }

  /// A focus state for any assistive technology, with nothing focused.
  public init() where Value == Bool {
    self.init(unfocused: false, technologies: [.voiceOver, .switchControl])
  }

  /// A focus state for `technologies`, with nothing focused.
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    self.init(unfocused: false, technologies: technologies)
  }

  /// A focus state for any assistive technology, with no view focused.
  public init<T: Hashable>() where Value == T? {
    self.init(unfocused: nil, technologies: [.voiceOver, .switchControl])
  }

  /// A focus state for `technologies`, with no view focused.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    self.init(unfocused: nil, technologies: technologies)
  }

  /// The focused view's value.
  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  /// A binding that `.accessibilityFocused(_:)` and `.accessibilityFocused(_:equals:)` take.
  public var projectedValue: Binding {
    Binding(base: $value)
  }

  /// A binding to an accessibility focus state.
  @propertyWrapper
  public struct Binding {
    let base: WaypointUI.Binding<Value>

    /// The focused view's value.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding { self }
  }
}

extension View {
  /// Binds the assistive-technology focus of the view to `condition` (recorded: no assistive
  /// technology moves focus here).
  nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  {
    recorded(".accessibilityFocused")
  }

  /// Binds the assistive-technology focus of the view to `binding` having `value` (recorded).
  nonisolated public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    recorded(".accessibilityFocused(equals: \(String(describing: value)))")
  }

  /// Focuses the view with `value` first when the focus enters this view (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func accessibilityDefaultFocus<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, _ value: Value
  ) -> some View {
    recorded(".accessibilityDefaultFocus(\(String(describing: value)))")
  }
}
