import Foundation

/// An `onSubmit` action and what submits it.
struct SubmitAction {
  let triggers: SubmitTriggers
  let action: () -> Void
}

private struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
  /// The `onSubmit` actions around a view, innermost last; a text field runs them all.
  var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

/// What submits: a text field's Return, or a search field's.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The triggers' bits.
  public let rawValue: Int
  /// Triggers of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Return in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Return in a search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the Return key on a software keyboard.
public struct SubmitLabel: Hashable, Sendable {
  let name: String
  /// "Done".
  public static let done = SubmitLabel(name: "done")
  /// "Go".
  public static let go = SubmitLabel(name: "go")
  /// "Send".
  public static let send = SubmitLabel(name: "send")
  /// "Join".
  public static let join = SubmitLabel(name: "join")
  /// "Route".
  public static let route = SubmitLabel(name: "route")
  /// "Search".
  public static let search = SubmitLabel(name: "search")
  /// "Return".
  public static let `return` = SubmitLabel(name: "return")
  /// "Next".
  public static let next = SubmitLabel(name: "next")
  /// "Continue".
  public static let `continue` = SubmitLabel(name: "continue")
}

extension View {
  /// Runs `action` when a text field inside this view is submitted (Return; `ElementAction.submit`).
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> some View
  {
    transformEnvironment(\.submitActions) {
      $0.append(SubmitAction(triggers: triggers, action: action))
    }
  }

  /// Labels the Return key of a software keyboard (recorded).
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    attribute(.drawing(".submitLabel(.\(submitLabel.name))"))
  }

  /// Turns autocorrection off: the environment's `autocorrectionDisabled` below, and the
  /// field's input traits (the browser's `autocorrect`; a terminal corrects nothing).
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    setting(
      \.autocorrectionSetting, disable,
      attribute: .textInput(TextInputTraits(autocorrection: !disable)))
  }

  /// Turns autocorrection off (the form before `autocorrectionDisabled`; recorded).
  @available(*, deprecated, renamed: "autocorrectionDisabled(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(watchOS, introduced: 8.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View {
    setting(
      \.autocorrectionSetting, disable,
      recording: ".disableAutocorrection(\(disable.map(String.init) ?? "nil"))")
  }
}
