/// A size for controls, set by `.controlSize(_:)` and read as the environment's `controlSize`:
/// recorded, as a terminal cell has one size; ordered from `.mini` up to `.extraLarge`.
public enum ControlSize: CaseIterable, Sendable, Hashable, CustomStringConvertible {
  /// The smallest of the five sizes.
  case mini
  /// One step below `.regular`, for crowded layouts.
  case small
  /// The usual size, and the environment's value unless `.controlSize(_:)` sets another.
  case regular
  /// One step above `.regular`.
  case large
  /// The biggest of the five sizes, one step above `.large`.
  case extraLarge

  /// All the sizes, smallest first.
  public static var allCases: [ControlSize] { [.mini, .small, .regular, .large, .extraLarge] }

  /// The size as Swift source, such as `.large`.
  public var description: String {
    switch self {
    case .mini: ".mini"
    case .small: ".small"
    case .regular: ".regular"
    case .large: ".large"
    case .extraLarge: ".extraLarge"
    }
  }

  /// The order of the sizes, smallest first.
  fileprivate var rank: Int {
    switch self {
    case .mini: 0
    case .small: 1
    case .regular: 2
    case .large: 3
    case .extraLarge: 4
    }
  }
}

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
extension ControlSize: Comparable {
  /// Whether `lhs` is a smaller size than `rhs`.
  public static func < (lhs: ControlSize, rhs: ControlSize) -> Bool { lhs.rank < rhs.rank }
}
