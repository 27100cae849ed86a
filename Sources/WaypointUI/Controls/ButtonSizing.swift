/// The sizing behavior of buttons and other button-like controls.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
public struct ButtonSizing: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// The default sizing behavior, chosen for the context.
  public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
  /// A sizing behavior where buttons expand to fill the space offered.
  public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
  /// A sizing behavior where buttons fit their content.
  public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
  /// The sizing as Swift source, such as `.flexible`.
  public var description: String { ".\(name)" }
}
