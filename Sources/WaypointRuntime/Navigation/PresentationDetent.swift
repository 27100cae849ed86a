import Foundation
import WaypointCore

/// A height a sheet can rest at.
public struct PresentationDetent: Sendable, Hashable, CustomStringConvertible {
  /// The detent as Swift source: `.medium`, `.fraction(0.25)`.
  public let description: String
  /// The share of the full height it rests at, for `.medium`, `.large` and `.fraction`.
  public let fraction: Double?
  /// The height in points it rests at, for `.height`.
  public let points: Double?

  /// About half the screen.
  public static let medium = PresentationDetent(
    description: ".medium", fraction: 0.5, points: nil)
  /// The full height.
  public static let large = PresentationDetent(description: ".large", fraction: 1, points: nil)

  /// A fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(
      description: ".fraction(\(Double(fraction)))", fraction: Double(fraction), points: nil)
  }

  /// A sheet resting `height` points tall; the terminal gives it a row per 20 points, rounded
  /// up, plus two.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(
      description: ".height(\(Double(height)))", fraction: nil, points: Double(height))
  }
  package init(description: String, fraction: Double? = nil, points: Double? = nil) {
    self.description = description
    self.fraction = fraction
    self.points = points
  }
}
