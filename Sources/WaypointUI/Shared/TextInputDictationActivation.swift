/// What starts inline dictation in a text field.
public struct TextInputDictationActivation: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// Selecting the field starts dictation.
  public static let onSelect = TextInputDictationActivation(name: "onSelect")
  /// Looking at the field starts dictation.
  public static let onLook = TextInputDictationActivation(name: "onLook")

  /// The activation as Swift source (`.onLook`).
  public var description: String { ".\(name)" }
}
