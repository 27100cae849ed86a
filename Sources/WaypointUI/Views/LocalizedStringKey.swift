import Foundation

/// The key for a localized string resource, written as a string literal with interpolations.
///
/// Waypoint has no string tables yet: a key shows as written, with its interpolations
/// formatted (see docs/Divergences.md).
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
  /// The text the key shows.
  let resolved: String

  /// Creates a localized string key from the given string value.
  public init(_ value: String) {
    resolved = value
  }

  /// Creates a localized string key from a string literal.
  public init(stringLiteral value: String) {
    resolved = value
  }

  /// Creates a localized string key from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    resolved = stringInterpolation.text
  }

  /// Represents the contents of a string literal with interpolations while it's being built.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""

    /// Creates an empty instance ready to be filled with string literal content.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 4)
    }

    /// Appends a literal string segment to a string interpolation.
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
