import Foundation

/// A geometric angle.
public struct Angle: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { radians = 0 }
  /// An angle of `radians`.
  public init(radians: Double) { self.radians = radians }
  /// An angle of `degrees`.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  /// A zero angle.
  public static let zero = Angle()

  /// Orders angles by size.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The angle as Swift source, in degrees.
  public var description: String { ".degrees(\(Font.number(CGFloat(degrees))))" }
}
