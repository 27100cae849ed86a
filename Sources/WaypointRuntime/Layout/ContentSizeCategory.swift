import Foundation

/// The sizes that you can specify for content (the older form of `DynamicTypeSize`).
@available(*, deprecated, renamed: "DynamicTypeSize")
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  /// A size to use with a small font.
  case extraSmall
  /// A size to use with a small font.
  case small
  /// A size to use with a medium font.
  case medium
  /// A size to use with the large, default font.
  case large
  /// A size to use with a large font.
  case extraLarge
  /// A size to use with a larger font.
  case extraExtraLarge
  /// A size to use with the largest standard font.
  case extraExtraExtraLarge
  /// A size to use with a medium accessibility font.
  case accessibilityMedium
  /// A size to use with a large accessibility font.
  case accessibilityLarge
  /// A size to use with a larger accessibility font.
  case accessibilityExtraLarge
  /// A size to use with an even larger accessibility font.
  case accessibilityExtraExtraLarge
  /// A size to use with the largest accessibility font.
  case accessibilityExtraExtraExtraLarge

  /// Every size, smallest first.
  public static var allCases: [ContentSizeCategory] {
    [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
  }

  /// A Boolean value indicating whether the content size category is one that is associated
  /// with accessibility.
  public var isAccessibilityCategory: Bool { order >= 7 }

  private var order: Int { ContentSizeCategory.allCases.firstIndex(of: self) ?? 0 }

  /// Whether `lhs` is smaller than `rhs`.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.order < rhs.order
  }
  /// Whether `lhs` is no larger than `rhs`.
  public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.order <= rhs.order
  }
  /// Whether `lhs` is larger than `rhs`.
  public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.order > rhs.order
  }
  /// Whether `lhs` is no smaller than `rhs`.
  public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.order >= rhs.order
  }
}

/// The spacing between sections of a list.
public struct ListSectionSpacing: Sendable, CustomStringConvertible {
  /// The spacing as Swift source.
  public let description: String
  /// The default spacing between sections.
  public static let `default` = ListSectionSpacing(description: ".default")
  /// Compact spacing between sections.
  public static let compact = ListSectionSpacing(description: ".compact")
  /// Custom spacing between sections.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(description: ".custom(\(Font.number(spacing)))")
  }
}
