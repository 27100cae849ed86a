/// How a button sizes itself in its container.
public struct ButtonSizing: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// The platform decides.
  public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
  /// Grows to fill the space offered.
  public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
  /// Fits its label.
  public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }

  /// The value as Swift source (`.automatic`).
  public var description: String { "." + name }
}
