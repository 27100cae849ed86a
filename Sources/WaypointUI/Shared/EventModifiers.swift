/// A set of key modifiers that can be held during an event (a keyboard shortcut, a click).
public struct EventModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The modifiers' bits.
  public let rawValue: Int

  /// Modifiers with the given bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The Caps Lock key.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// The Shift key.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// The Control key.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// The Option (Alt) key.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// The Command key (Super on Linux keyboards).
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// The Function key.
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

  /// The set as Swift source: `.command`, `[.command, .shift]`.
  public var description: String {
    let names: [(Int, String)] = [
      (1 << 0, ".capsLock"), (1 << 1, ".shift"), (1 << 2, ".control"), (1 << 3, ".option"),
      (1 << 4, ".command"), (1 << 5, ".numericPad"), (1 << 6, ".function"),
    ]
    if rawValue == (1 << 7) - 1 { return ".all" }
    let present = names.filter { rawValue & $0.0 != 0 }.map(\.1)
    return present.count == 1 ? present[0] : "[" + present.joined(separator: ", ") + "]"
  }
}
