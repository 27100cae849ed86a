/// The modifier keys held with a key, as a `KeyboardShortcut` names them. The terminal has no
/// Command key: Ctrl matches Command or Control, and Alt matches Option.
@frozen public struct EventModifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The modifiers' bits.
  public let rawValue: Int
  /// Creates a set of modifiers from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The Caps Lock key.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// The Shift key.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// The Control key.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// The Option key.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// The Command key.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// Marks a key on the numeric keypad; the terminal's shortcut matching never reports it.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Marks the Fn key, which no renderer reports: SwiftUI reserves it for the system.
  @available(*, deprecated, message: "Function modifier is reserved for system applications")
  @available(
    iOS, deprecated: 15.0, message: "Function modifier is reserved for system applications"
  )
  @available(
    macOS, deprecated: 12.0, message: "Function modifier is reserved for system applications"
  )
  @available(
    tvOS, deprecated: 15.0, message: "Function modifier is reserved for system applications"
  )
  @available(
    watchOS, deprecated: 8.0, message: "Function modifier is reserved for system applications"
  )
  @available(
    visionOS, deprecated: 1.0, message: "Function modifier is reserved for system applications"
  )
  public static let function = EventModifiers(rawValue: 1 << 6)
  /// All possible modifier keys.
  public static let all = EventModifiers(rawValue: (1 << 7) - 1)

  /// The modifiers as Swift source, such as `.command` or `[.command, .shift]`.
  public var description: String {
    let names: [(Int, String)] = [
      (1 << 0, ".capsLock"), (1 << 1, ".shift"), (1 << 2, ".control"), (1 << 3, ".option"),
      (1 << 4, ".command"), (1 << 5, ".numericPad"), (1 << 6, ".function"),
    ]
    if rawValue == (1 << 7) - 1 { return ".all" }
    let parts = names.filter { rawValue & $0.0 != 0 }.map(\.1)
    return parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
  }
}
