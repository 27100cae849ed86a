import Foundation

// SwiftUI formats any `ReferenceConvertible` value with a `Formatter`. On Apple's platforms
// `Date` and `Decimal` are such values (they bridge to `NSDate` and `NSDecimalNumber`); Linux's
// Foundation does not make them so, so these overloads accept them by name: `Text(date,
// formatter: f)` and `Text("\(date, formatter: f)")` compile and show what `f` writes.

extension Text {
  /// A text view showing a date written by `formatter` (empty if it cannot write it).
  public init(_ subject: Date, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// A text view showing a decimal written by `formatter` (empty if it cannot write it).
  public init(_ subject: Decimal, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: NSDecimalNumber(decimal: subject)) ?? "")
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// Appends a date written by `formatter`, or its description without one.
  public mutating func appendInterpolation(_ subject: Date, formatter: Formatter?) {
    appendLiteral(formatter?.string(for: subject) ?? String(describing: subject))
  }

  /// Appends a decimal written by `formatter`, or its description without one.
  public mutating func appendInterpolation(_ subject: Decimal, formatter: Formatter?) {
    let number = NSDecimalNumber(decimal: subject)
    appendLiteral(formatter?.string(for: number) ?? String(describing: subject))
  }
}
