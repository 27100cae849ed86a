/// A key and the modifiers held with it, that perform a control's action.
public struct KeyboardShortcut: Sendable, Hashable, CustomStringConvertible {
  /// How a shortcut adapts to the keyboard layout.
  public struct Localization: Sendable, Hashable {
    let name: String
    /// Remapped for the layout, and mirrored in right-to-left layouts.
    public static let automatic = Localization(name: "automatic")
    /// Remapped for the layout, never mirrored.
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    /// Exactly as given.
    public static let custom = Localization(name: "custom")
  }

  /// The return key: a dialog's default button.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The escape key: a dialog's cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// The key.
  public var key: KeyEquivalent
  /// The modifiers held with the key.
  public var modifiers: EventModifiers
  /// How the shortcut adapts to the keyboard layout.
  public var localization: Localization

  /// A shortcut of `key` with `modifiers`.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.init(key, modifiers: modifiers, localization: .automatic)
  }

  /// A shortcut of `key` with `modifiers`, adapted to the layout by `localization`.
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization
  ) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// The shortcut as Swift source: `.defaultAction`, or `"s", modifiers: .command`.
  public var description: String {
    if self == .defaultAction { return ".defaultAction" }
    if self == .cancelAction { return ".cancelAction" }
    var text = "\(key), modifiers: \(modifiers)"
    if localization != .automatic { text += ", localization: .\(localization.name)" }
    return text
  }
}
