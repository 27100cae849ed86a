import Foundation

/// The size a person chose for text, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// The smallest size: body text at 14 points.
  case xSmall
  /// Two steps below the default: body text at 15 points.
  case small
  /// One step below the default: body text at 16 points.
  case medium
  /// The default: body text at 17 points, the size text styles are given in.
  case large
  /// One step above the default: body text at 19 points.
  case xLarge
  /// Two steps above the default: body text at 21 points.
  case xxLarge
  /// The largest size that is not an accessibility size: body text at 23 points.
  case xxxLarge
  /// The first accessibility size: body text at 28 points.
  case accessibility1
  /// The second accessibility size: body text at 33 points.
  case accessibility2
  /// The third accessibility size: body text at 40 points.
  case accessibility3
  /// The fourth accessibility size: body text at 47 points.
  case accessibility4
  /// The fifth and largest accessibility size: body text at 53 points.
  case accessibility5

  /// Every size, smallest first.
  public static let allCases: [DynamicTypeSize] = [
    .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1,
    .accessibility2, .accessibility3, .accessibility4, .accessibility5,
  ]

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Whether `a` is smaller than `b`.
  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
    (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
  }

  /// The size of body text at this size, in points.
  package var bodySize: CGFloat {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }
}

private enum DynamicTypeSizeKey: EnvironmentKey {
  static var defaultValue: DynamicTypeSize { .large }
}

extension EnvironmentValues {
  /// The size of text the person chose; `.large` unless a view sets it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}
