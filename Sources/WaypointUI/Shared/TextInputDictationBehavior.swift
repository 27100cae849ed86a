/// How dictation works in a text field: automatic, inline with an activation, or prevented.
public struct TextInputDictationBehavior: Equatable, Sendable, CustomStringConvertible {
  enum Kind: Equatable {
    case automatic, preventDictation
    case inline(TextInputDictationActivation)
  }

  let kind: Kind

  /// The system decides.
  public static let automatic = TextInputDictationBehavior(kind: .automatic)

  /// Dictation inline in the field, starting as `activation` says.
  public static func inline(activation: TextInputDictationActivation)
    -> TextInputDictationBehavior
  {
    TextInputDictationBehavior(kind: .inline(activation))
  }

  /// No dictation in the field.
  public static let preventDictation = TextInputDictationBehavior(kind: .preventDictation)

  /// The behavior as Swift source (`.inline(activation: .onLook)`).
  public var description: String {
    switch kind {
    case .automatic: ".automatic"
    case .preventDictation: ".preventDictation"
    case .inline(let activation): ".inline(activation: \(activation))"
    }
  }
}
