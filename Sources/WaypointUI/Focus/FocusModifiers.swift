import Combine
import Observation

extension View {
  /// Publishes `value` for `keyPath` to `@FocusedValue` readers while this view is shown.
  nonisolated public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    modifier(
      FocusedValuePublisher(id: keyPath, value: value) { $0[keyPath: keyPath] = value })
  }

  /// Publishes `value` for `keyPath` while this view is shown, or withdraws it for `nil`.
  nonisolated public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(
      FocusedValuePublisher(id: keyPath, value: value) { $0[keyPath: keyPath] = value })
  }

  /// Publishes `value` for `keyPath` to the whole scene while this view is shown.
  nonisolated public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T
  ) -> some View {
    focusedValue(keyPath, value)
  }

  /// Publishes `value` for `keyPath` to the whole scene, or withdraws it for `nil`.
  nonisolated public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?
  ) -> some View {
    focusedValue(keyPath, value)
  }

  /// Publishes `object` to `@FocusedValue(T.self)` readers while this view is shown.
  nonisolated public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(publishing(object))
  }

  /// Publishes `object` to the whole scene's `@FocusedValue(T.self)` readers.
  nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(publishing(object))
  }

  /// Publishes `object` to `@FocusedObject` readers while this view is shown.
  nonisolated public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(publishing(object))
  }

  /// Publishes `object` to `@FocusedObject` readers, or withdraws it for `nil`.
  nonisolated public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(publishing(object))
  }

  /// Publishes `object` to the whole scene's `@FocusedObject` readers.
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(publishing(object))
  }

  /// Publishes `object` to the whole scene's `@FocusedObject` readers, or withdraws it.
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(publishing(object))
  }
}

/// A publisher of `object` under its type.
private func publishing<T: AnyObject>(_ object: T?) -> FocusedValuePublisher {
  let id = ObjectIdentifier(T.self)
  return FocusedValuePublisher(id: id, value: object) { $0.values[id] = object }
}

/// When a default focus is applied.
public struct DefaultFocusEvaluationPriority: Sendable, Hashable, CustomStringConvertible {
  let name: String
  /// When the view first appears, and when the system moves focus.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Also whenever the person moves focus into the region.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
  /// The priority as Swift source.
  public var description: String { ".\(name)" }
}

/// The interactions a focusable view takes part in.
public struct FocusInteractions: OptionSet, Sendable {
  /// The interactions' bits.
  public var rawValue: Int
  /// The interactions of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Being activated, as a button is.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// Taking keyboard input, as a text field does.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// The platform's choice: every interaction.
  public static var automatic: FocusInteractions { [.activate, .edit] }

  var source: String {
    switch self {
    case .activate: ".activate"
    case .edit: ".edit"
    default: ".automatic"
    }
  }
}

extension View {
  /// Makes the focus state `binding` `value` when this view appears, unless something else has
  /// focus already (`nil`, or `false`).
  nonisolated public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding, _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    modifier(
      AppearanceModifier(
        appear: {
          if FocusState<V>.isUnfocused(binding.wrappedValue) { binding.wrappedValue = value }
        }, disappear: nil)
    )
    .recorded(".defaultFocus(\(value), priority: \(priority))")
  }

  /// Makes this view able to take focus (recorded: the terminal focuses views that have actions).
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View {
    recorded(".focusable(\(isFocusable))")
  }

  /// Makes this view able to take focus for `interactions` (recorded).
  nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions)
    -> some View
  {
    recorded(".focusable(\(isFocusable), interactions: \(interactions.source))")
  }

  /// Turns the focus effect of views inside off (in the environment, and recorded).
  nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    transformEnvironment(\.isFocusEffectEnabled) { if disabled { $0 = false } }
      .recorded(".focusEffectDisabled(\(disabled))")
  }
}

private struct FocusEffectEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct IsFocusedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether views inside show a focus effect (`true` unless `focusEffectDisabled()` turns it
  /// off).
  public var isFocusEffectEnabled: Bool {
    get { self[FocusEffectEnabledKey.self] }
    set { self[FocusEffectEnabledKey.self] = newValue }
  }

  /// Whether the nearest focusable view around is focused: `false`, as views are not told of
  /// the terminal's focus.
  public var isFocused: Bool { self[IsFocusedKey.self] }
}

extension FocusState {
  /// Whether `value` is the unfocused value: `false`, or `nil`.
  nonisolated static func isUnfocused(_ value: Value) -> Bool {
    if let flag = value as? Bool { return !flag }
    if let optional = value as? any OptionalProtocol { return optional.isNone }
    return false
  }
}

/// An optional, whatever it wraps.
private protocol OptionalProtocol {
  var isNone: Bool { get }
}

extension Optional: OptionalProtocol {
  var isNone: Bool { self == nil }
}
