/// The modifier keys held during an event.
@frozen
public struct EventModifiers: OptionSet, Sendable, Hashable {
  /// The keys' bits.
  public let rawValue: Int
  /// The modifiers of `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option (Alt).
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// The Function key.
  @available(*, deprecated, message: "Function modifier is reserved for system applications")
  public static let function = EventModifiers(rawValue: 1 << 6)
  /// Every modifier.
  public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}
