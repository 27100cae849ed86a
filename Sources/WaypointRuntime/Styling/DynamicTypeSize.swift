import Foundation

/// The size a person chose for text, from extra small to the largest accessibility size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// An extra small size.
  case xSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// The default size.
  case large
  /// An extra large size.
  case xLarge
  /// An extra extra large size.
  case xxLarge
  /// The largest size that is not an accessibility size.
  case xxxLarge
  /// The first accessibility size.
  case accessibility1
  /// The second accessibility size.
  case accessibility2
  /// The third accessibility size.
  case accessibility3
  /// The fourth accessibility size.
  case accessibility4
  /// The fifth and largest accessibility size.
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
