/// Keys that press a control: `.keyboardShortcut(_:)` records one on the control's element, and the
/// terminal and the test host tap that control when those keys are pressed.
public struct KeyboardShortcut: Sendable, Hashable, CustomStringConvertible {
  /// How the shortcut should follow the user's keyboard layout; recorded with it, while matching
  /// compares only the key and the modifiers.
  public struct Localization: Sendable, Hashable, CustomStringConvertible {
    package let name: String
    /// Remaps the shortcut to the current keyboard layout, and mirrors it in right-to-left
    /// layouts.
    public static let automatic = Localization(name: "automatic")
    /// Remaps the shortcut but does not mirror it in right-to-left layouts.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// Leaves the shortcut exactly as it is written.
    public static let custom = Localization(name: "custom")
    /// The localization as Swift source, such as `.custom`.
    public var description: String { ".\(name)" }
  }

  /// Return with no modifiers: the shortcut of the button that confirms a dialog or form.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape with no modifiers: the shortcut of a Cancel button. In the terminal, Esc presses the
  /// control that has it, if any, rather than going back or dismissing the sheet.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The key pressed together with `modifiers`.
  public var key: KeyEquivalent
  /// The modifier keys held down with `key`; Command unless the shortcut says otherwise.
  public var modifiers: EventModifiers
  /// How the shortcut should follow the keyboard layout; recorded only.
  public var localization: Localization

  /// Makes the shortcut `key` plus `modifiers` (Command unless given), with `.automatic`
  /// localization.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }

  /// Makes the shortcut `key` plus `modifiers`, recording `localization` with it.
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization
  ) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// The shortcut as Swift source: `.defaultAction`, `.cancelAction`, or
  /// `KeyboardShortcut("s", modifiers: .command)`.
  public var description: String {
    if self == .defaultAction { return ".defaultAction" }
    if self == .cancelAction { return ".cancelAction" }
    var source = "KeyboardShortcut(\(key)"
    if modifiers != .command {
      source += ", modifiers: \(modifiers.isEmpty ? "[]" : "\(modifiers)")"
    }
    if localization != .automatic { source += ", localization: \(localization)" }
    return source + ")"
  }
}
