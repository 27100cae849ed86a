/// Keyboard shortcuts describe combinations of keys on a keyboard that the user can press in
/// order to activate a button or toggle.
public struct KeyboardShortcut: Sendable, Hashable, CustomStringConvertible {
  /// Options for how a keyboard shortcut is adapted to the keyboard layout of the user's locale.
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

  /// The standard keyboard shortcut for a default button, consisting of the Return key and no
  /// modifiers.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The standard keyboard shortcut for cancelling the in-progress action or dismissing a
  /// prompt, consisting of the Escape key and no modifiers.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The key equivalent that the user presses in conjunction with any specified modifier keys.
  public var key: KeyEquivalent
  /// The modifier keys that the user presses in conjunction with a key equivalent.
  public var modifiers: EventModifiers
  /// The localization strategy to apply to this shortcut.
  public var localization: Localization

  /// Creates a new keyboard shortcut with the given key equivalent and set of modifier keys.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }

  /// Creates a new keyboard shortcut with the given key equivalent, modifier keys and
  /// localization strategy.
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
