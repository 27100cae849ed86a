import Foundation

/// The twelve text-size settings under their pre-`DynamicTypeSize` names, smallest first; kept
/// for old code, which the compiler points at `DynamicTypeSize`.
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

  /// True for the five `accessibility…` sizes, from `accessibilityMedium` up.
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

/// The gap `listSectionSpacing(_:)` asks for between a list's sections; it is only recorded,
/// by its description.
public struct ListSectionSpacing: Sendable, CustomStringConvertible {
  /// The spacing as Swift source.
  public let description: String
  /// The platform's usual gap, recorded as `.default`.
  public static let `default` = ListSectionSpacing(description: ".default")
  /// A tighter gap, recorded as `.compact`.
  public static let compact = ListSectionSpacing(description: ".compact")
  /// A gap of `spacing` points, recorded as `.custom(spacing)`.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(description: ".custom(\(Font.number(spacing)))")
  }
}
