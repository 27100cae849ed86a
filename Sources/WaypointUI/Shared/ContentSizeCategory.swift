/// The sizes people choose for text, as SwiftUI named them before `DynamicTypeSize`.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  /// The smallest size.
  case extraSmall
  /// A small size.
  case small
  /// A medium size.
  case medium
  /// The default size.
  case large
  /// A large size.
  case extraLarge
  /// A larger size.
  case extraExtraLarge
  /// The largest size that is not an accessibility size.
  case extraExtraExtraLarge
  /// The smallest accessibility size.
  case accessibilityMedium
  /// A larger accessibility size.
  case accessibilityLarge
  /// A larger accessibility size.
  case accessibilityExtraLarge
  /// A larger accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool {
    switch self {
    case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge:
      true
    default: false
    }
  }

  /// Whether `lhs` is smaller than `rhs`.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }
}
