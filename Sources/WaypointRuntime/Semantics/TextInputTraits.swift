import Foundation

/// How a text field asks to be typed into: the keyboard, what it holds for autofill,
/// capitalization, correction and spelling. Set by `.keyboardType`, `.textContentType`,
/// `.textInputAutocapitalization`, `.autocorrectionDisabled`; the browser draws them as the
/// `<input>`'s `inputmode`, `autocomplete`, `autocapitalize`, `autocorrect` and `spellcheck`.
public struct TextInputTraits: Hashable, Sendable, CustomStringConvertible {
  /// The keyboard asked for, as UIKit names it (`"decimalPad"`).
  public var keyboard: String?
  /// What the field holds, as UIKit names it (`"emailAddress"`); `""` when set to nil.
  public var contentType: String?
  /// How typed text is capitalized: `"never"`, `"words"`, `"sentences"` or `"characters"`.
  public var autocapitalization: String?
  /// Whether typed text is corrected.
  public var autocorrection: Bool?
  /// Whether spelling is checked.
  public var spellChecking: Bool?

  /// Traits of which only the given ones are set.
  public init(
    keyboard: String? = nil, contentType: String? = nil, autocapitalization: String? = nil,
    autocorrection: Bool? = nil, spellChecking: Bool? = nil
  ) {
    self.keyboard = keyboard
    self.contentType = contentType
    self.autocapitalization = autocapitalization
    self.autocorrection = autocorrection
    self.spellChecking = spellChecking
  }

  /// These traits with every trait `other` sets put over them.
  public func merging(_ other: TextInputTraits) -> TextInputTraits {
    TextInputTraits(
      keyboard: other.keyboard ?? keyboard, contentType: other.contentType ?? contentType,
      autocapitalization: other.autocapitalization ?? autocapitalization,
      autocorrection: other.autocorrection ?? autocorrection,
      spellChecking: other.spellChecking ?? spellChecking)
  }

  /// The traits of `attributes` merged, the innermost (first) winning.
  public static func of(_ attributes: [Attribute]) -> TextInputTraits {
    var traits = TextInputTraits()
    for case .textInput(let set) in attributes.reversed() { traits = traits.merging(set) }
    return traits
  }

  /// The modifiers that set these traits, as Swift source.
  public var description: String {
    var parts: [String] = []
    if let keyboard { parts.append(".keyboardType(.\(keyboard))") }
    if let contentType {
      parts.append(".textContentType(\(contentType.isEmpty ? "nil" : "." + contentType))")
    }
    if let autocapitalization {
      parts.append(".textInputAutocapitalization(.\(autocapitalization))")
    }
    if let autocorrection { parts.append(".autocorrectionDisabled(\(!autocorrection))") }
    if let spellChecking { parts.append(".spellChecking(\(spellChecking))") }
    return parts.joined()
  }
}
