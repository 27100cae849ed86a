import Foundation

/// The key for a localized string resource, written as a string literal with interpolations.
///
/// Waypoint has no string tables yet: a key shows as written, with its interpolations
/// formatted (see docs/Divergences.md).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key shows.
  let resolved: String

  /// A key holding `value` as it is; shown unchanged, since there are no tables to look it up in.
  public init(_ value: String) {
    resolved = value
  }

  /// What a plain literal such as `"Save"` becomes where a key is expected.
  public init(stringLiteral value: String) {
    resolved = value
  }

  /// What a literal with `\(…)` parts becomes: the text with each part already formatted in.
  public init(stringInterpolation: StringInterpolation) {
    resolved = stringInterpolation.text
  }

  /// Collects a key literal's text as the compiler walks it, formatting each `\(…)` part as it
  /// arrives.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Starts with no text, room reserved for the literal and a few characters per part.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    /// Adds a run of the literal's own text between `\(…)` parts.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// Appends a literal string.
    public mutating func appendInterpolation(_ string: String) {
      text += string
    }

    /// Appends the text of a `Text`.
    public mutating func appendInterpolation(_ text: Text) {
      self.text += text.plainText
    }

    /// Appends an image (shown by its name, as a screen reader would read it).
    public mutating func appendInterpolation(_ image: Image) {
      text += image.name.spokenName
    }

    /// Appends a value formatted by a format style.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
      text += format.format(input)
    }

    /// Appends any value by its description.
    public mutating func appendInterpolation<T>(_ value: T) {
      text += String(describing: value)
    }
  }
}
