/// A set of keys held with another key or a click: command, shift, option…
@frozen
public struct EventModifiers: OptionSet, Sendable, Hashable, CustomStringConvertible {
  /// The bits of the set.
  public let rawValue: Int

  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The caps lock key.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// The shift key.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// The control key.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// The option (alt) key.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// The command key.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// The function key.
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
  /// Every modifier.
  public static let all = EventModifiers(rawValue: (1 << 7) - 1)

  /// The set as Swift source (`.command`, `[.command, .shift]`).
  public var description: String {
    let names = [
      "capsLock", "shift", "control", "option", "command", "numericPad", "function",
    ]
    let parts = names.indices.filter { rawValue & (1 << $0) != 0 }.map { "." + names[$0] }
    return parts.count == 1 ? parts[0] : "[\(parts.joined(separator: ", "))]"
  }
}
