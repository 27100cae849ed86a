import Foundation

/// How an interpolated integer is written: decimal, hexadecimal or octal, with a sign, a prefix
/// and a least number of digits as chosen.
public struct OSLogIntegerFormatting {
  let radix: Int
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: (() -> Int)?

  /// Decimal digits (`42`).
  public static var decimal: OSLogIntegerFormatting { .decimal() }
  /// Lower-case hexadecimal digits, no prefix (`2a`).
  public static var hex: OSLogIntegerFormatting { .hex() }
  /// Octal digits, no prefix (`52`).
  public static var octal: OSLogIntegerFormatting { .octal() }

  /// Decimal digits, with `+` before positive numbers when `explicitPositiveSign`.
  public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: nil)
  }

  /// Decimal digits, zero-padded to `minDigits`.
  public static func decimal(
    explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: minDigits)
  }

  /// Hexadecimal digits, with `0x` when `includePrefix`, upper-case when `uppercase`.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: nil)
  }

  /// Hexadecimal digits, zero-padded to `minDigits`.
  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits)
  }

  /// Octal digits, with `0o` when `includePrefix`.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: nil)
  }

  /// Octal digits, zero-padded to `minDigits`.
  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure @escaping () -> Int
  ) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting(
      radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits)
  }

  /// `value` written in this format; hexadecimal and octal write a negative number's bits, as
  /// `printf` does.
  func text<T: FixedWidthInteger>(_ value: T) -> String {
    var digits: String
    var sign = ""
    if radix == 10 {
      digits = String(value.magnitude)
      if value < 0 { sign = "-" } else if explicitPositiveSign { sign = "+" }
    } else {
      let bits = UInt64(truncatingIfNeeded: value)
      let width = T.bitWidth >= 64 ? bits : bits & ((1 << UInt64(T.bitWidth)) - 1)
      digits = String(width, radix: radix, uppercase: uppercase)
      if explicitPositiveSign && value > 0 { sign = "+" }
    }
    if let minDigits {
      let least = minDigits()
      if digits.count < least {
        digits = String(repeating: "0", count: least - digits.count) + digits
      }
    }
    let prefix = includePrefix ? (radix == 16 ? (uppercase ? "0X" : "0x") : "0o") : ""
    return sign + prefix + digits
  }
}

/// How an interpolated floating-point number is written: fixed, exponential, hexadecimal or the
/// shorter of fixed and exponential, as `printf`'s `%f`, `%e`, `%a` and `%g`.
public struct OSLogFloatFormatting {
  let conversion: Character
  let explicitPositiveSign: Bool
  let uppercase: Bool
  let precision: (() -> Int)?

  private static func make(
    _ conversion: Character, _ sign: Bool, _ uppercase: Bool, _ precision: (() -> Int)?
  ) -> OSLogFloatFormatting {
    OSLogFloatFormatting(
      conversion: conversion, explicitPositiveSign: sign, uppercase: uppercase,
      precision: precision)
  }

  /// Fixed-point digits, six after the point (`3.500000`).
  public static var fixed: OSLogFloatFormatting { .fixed() }
  /// Hexadecimal floating point (`0x1.cp+1`).
  public static var hex: OSLogFloatFormatting { .hex() }
  /// Exponential notation (`3.500000e+00`).
  public static var exponential: OSLogFloatFormatting { .exponential() }
  /// Fixed or exponential, whichever suits the number (`3.5`).
  public static var hybrid: OSLogFloatFormatting { .hybrid() }

  /// Fixed-point digits, with a sign and case as chosen.
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  { make("f", explicitPositiveSign, uppercase, nil) }

  /// Fixed-point digits, `precision` after the point.
  public static func fixed(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting { make("f", explicitPositiveSign, uppercase, precision) }

  /// Hexadecimal floating point, with a sign and case as chosen.
  public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  { make("a", explicitPositiveSign, uppercase, nil) }

  /// Exponential notation, with a sign and case as chosen.
  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  { make("e", explicitPositiveSign, uppercase, nil) }

  /// Exponential notation, `precision` digits after the point.
  public static func exponential(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting { make("e", explicitPositiveSign, uppercase, precision) }

  /// Fixed or exponential, with a sign and case as chosen.
  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  { make("g", explicitPositiveSign, uppercase, nil) }

  /// Fixed or exponential, `precision` significant digits at most.
  public static func hybrid(
    precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false,
    uppercase: Bool = false
  ) -> OSLogFloatFormatting { make("g", explicitPositiveSign, uppercase, precision) }

  /// `value` written in this format.
  func text(_ value: Double) -> String {
    let letter = uppercase ? Character(conversion.uppercased()) : conversion
    let format =
      "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\(max(0, $0()))" } ?? "")
      + String(letter)
    return String(format: format, value)
  }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer

  func text(_ value: Bool) -> String {
    switch self {
    case .truth: value ? "true" : "false"
    case .answer: value ? "YES" : "NO"
    }
  }
}

/// How an interpolated value is aligned in a column of a number of characters.
public struct OSLogStringAlignment {
  let columns: (() -> Int)?
  let left: Bool

  /// No column: the value as it is.
  public static var none: OSLogStringAlignment { OSLogStringAlignment(columns: nil, left: false) }

  /// The value at the right of a column `columns` wide, spaces before it.
  public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns, left: false)
  }

  /// The value at the left of a column `columns` wide, spaces after it.
  public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns, left: true)
  }

  func apply(to text: String) -> String {
    guard let columns else { return text }
    let padding = String(repeating: " ", count: max(0, columns() - text.count))
    return left ? text + padding : padding + text
  }
}
