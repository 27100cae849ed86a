import Foundation
import WaypointCore

/// A detent whose height the type works out from the sheet's largest height.
public protocol CustomPresentationDetent {
  /// The detent's height in `context`, or nil when it is not available (the sheet then rests
  /// at its full height here).
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// What a custom detent's height is worked out from.
  public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
  /// What a custom detent's height is worked out from: the largest height a sheet can have,
  /// and the environment's values.
  @dynamicMemberLookup
  public struct Context {
    /// The height of the largest detent, in points.
    public let maxDetentValue: CGFloat
    let environment: EnvironmentValues

    /// The environment's value at `keyPath`.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }

  /// A detent whose height `type` works out. Its height is asked for two largest heights: one
  /// that does not change is a height in points, one that does is a share of the full height.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    let environment = EnvironmentValues()
    let reference: CGFloat = 800
    let small = D.height(in: Context(maxDetentValue: reference, environment: environment))
    let large = D.height(in: Context(maxDetentValue: 2 * reference, environment: environment))
    let description = ".custom(\(D.self).self)"
    guard let small else {
      return PresentationDetent(description: description, fraction: 1, points: nil)
    }
    if let large, abs(large - small) < 0.5 {
      return PresentationDetent(description: description, fraction: nil, points: Double(small))
    }
    let share = min(1, max(0, Double(small / reference)))
    return PresentationDetent(description: description, fraction: share, points: nil)
  }
}
