import Foundation

/// A log message: a string literal whose interpolated values carry their privacy and format.
/// The values are read only when the message is written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  /// The message's text and interpolated values.
  public let interpolation: OSLogInterpolation

  /// A message of a literal with interpolations.
  public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

  /// A message of a literal.
  public init(stringLiteral value: String) {
    var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
    interpolation.appendLiteral(value)
    self.interpolation = interpolation
  }

  /// The message as the log writes it, private values redacted unless `revealingPrivate`.
  func text(revealingPrivate: Bool) -> String {
    interpolation.segments.map { segment in
      switch segment {
      case .literal(let text): text
      case .value(let value, let privacy, let isScalar):
        privacy.apply(to: value(), isScalar: isScalar, revealingPrivate: revealingPrivate)
      }
    }.joined()
  }
}

/// The parts of a log message: its literal text and its interpolated values, each with its
/// privacy, format and alignment. The system makes it from a string literal.
public struct OSLogInterpolation: StringInterpolationProtocol {
  enum Segment {
    case literal(String)
    /// A value, made into text when the message is written; numbers and Booleans are scalars,
    /// shown under `.auto` privacy.
    case value(() -> String, OSLogPrivacy, isScalar: Bool)
  }

  var segments: [Segment] = []

  /// An empty message, with room for its parts.
  public init(literalCapacity: Int, interpolationCount: Int) {
    segments.reserveCapacity(interpolationCount * 2 + 1)
  }

  /// Appends literal text.
  public mutating func appendLiteral(_ literal: String) {
    guard !literal.isEmpty else { return }
    segments.append(.literal(literal))
  }

  private mutating func append(
    _ privacy: OSLogPrivacy, scalar: Bool, _ text: @escaping () -> String
  ) {
    segments.append(.value(text, privacy, isScalar: scalar))
  }

  /// Appends a string, redacted by default.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    append(privacy, scalar: false) { align.apply(to: argumentString()) }
  }

  /// Appends a value's description, redacted by default.
  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    append(privacy, scalar: false) { align.apply(to: value().description) }
  }

  /// Appends an object's description, redacted by default.
  public mutating func appendInterpolation(
    _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto,
    attributes: String = ""
  ) {
    append(privacy, scalar: false) { argumentObject().description }
  }

  /// Appends an error's description, redacted by default.
  public mutating func appendInterpolation(
    _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto,
    attributes: String = ""
  ) {
    append(privacy, scalar: false) { String(describing: error()) }
  }

  /// Appends a type's name, redacted by default.
  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    append(privacy, scalar: false) { align.apply(to: String(describing: value())) }
  }

  /// Appends an integer in `format`, shown by default.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    append(privacy, scalar: true) { align.apply(to: format.text(number())) }
  }

  /// Appends an integer of any width in `format`, shown by default.
  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    append(privacy, scalar: true) { align.apply(to: format.text(number())) }
  }

  /// Appends a double in `format` (six digits after the point by default), shown by default.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    append(privacy, scalar: true) { align.apply(to: format.text(number())) }
  }

  /// Appends a float in `format`, shown by default.
  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String = ""
  ) {
    append(privacy, scalar: true) { align.apply(to: format.text(Double(number()))) }
  }

  /// Appends a Boolean in `format`, shown by default.
  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    append(privacy, scalar: true) { format.text(boolean()) }
  }
}
