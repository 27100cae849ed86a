import Foundation
import Synchronization
import WaypointUI

#if !canImport(UIKit)
  /// Whether an interface is light or dark (UIKit's type).
  public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Light.
    case light
    /// Dark.
    case dark
  }

  /// A size class of a scene's width or height (UIKit's type).
  public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified
    /// Narrow (an iPhone's width).
    case compact
    /// Wide (an iPad's width).
    case regular
  }

  /// The traits colours and fonts are resolved in: the appearance, size classes, text size and
  /// scale; `current` is the running host's.
  public final class UITraitCollection: Sendable, Equatable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width's size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The reader's text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Pixels per point.
    public let displayScale: CGFloat
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    package init(
      style: UIUserInterfaceStyle = .unspecified,
      horizontal: UIUserInterfaceSizeClass = .unspecified,
      vertical: UIUserInterfaceSizeClass = .unspecified,
      category: UIContentSizeCategory = .unspecified, scale: CGFloat = 0,
      idiom: UIUserInterfaceIdiom = .unspecified
    ) {
      userInterfaceStyle = style
      horizontalSizeClass = horizontal
      verticalSizeClass = vertical
      preferredContentSizeCategory = category
      displayScale = scale
      userInterfaceIdiom = idiom
    }

    /// Traits with nothing specified.
    public convenience init() { self.init(style: .unspecified) }

    /// Traits that specify only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.init(style: userInterfaceStyle)
    }

    /// Traits that specify only the width's size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.init(horizontal: horizontalSizeClass)
    }

    /// Traits that specify only the height's size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
      self.init(vertical: verticalSizeClass)
    }

    /// Traits that specify only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
      self.init(category: preferredContentSizeCategory)
    }

    /// Traits that specify only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// Traits that specify only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
      self.init(idiom: userInterfaceIdiom)
    }

    /// The traits of `collections` combined: for each trait, the last that specifies it.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
      var style = UIUserInterfaceStyle.unspecified
      var horizontal = UIUserInterfaceSizeClass.unspecified
      var vertical = UIUserInterfaceSizeClass.unspecified
      var category = UIContentSizeCategory.unspecified
      var scale: CGFloat = 0
      var idiom = UIUserInterfaceIdiom.unspecified
      for traits in collections {
        if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
        if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
        if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
        if traits.preferredContentSizeCategory != .unspecified {
          category = traits.preferredContentSizeCategory
        }
        if traits.displayScale != 0 { scale = traits.displayScale }
        if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
      }
      self.init(
        style: style, horizontal: horizontal, vertical: vertical, category: category,
        scale: scale, idiom: idiom)
    }

    private static let assigned = Mutex<UITraitCollection?>(nil)

    /// The traits of the host that last updated (its colour scheme, size classes, text size
    /// and scale), readable from any thread; light and unspecified before any host ran. One
    /// assigned here wins until empty traits (`UITraitCollection()`) are assigned back.
    public static var current: UITraitCollection {
      get {
        if let assigned = assigned.withLock({ $0 }) { return assigned }
        return HostContext.snapshot.map(host) ?? UITraitCollection(style: .light)
      }
      set { assigned.withLock { $0 = newValue.isEmpty ? nil : newValue } }
    }

    /// The traits of a host's values.
    static func host(_ values: HostValuesSnapshot) -> UITraitCollection {
      let horizontal: UIUserInterfaceSizeClass =
        values.horizontalSizeClass == .compact ? .compact : .regular
      let vertical: UIUserInterfaceSizeClass =
        values.verticalSizeClass == .compact ? .compact : .regular
      return UITraitCollection(
        style: values.colorScheme == .dark ? .dark : .light, horizontal: horizontal,
        vertical: vertical, category: UIContentSizeCategory(values.dynamicTypeSize),
        scale: values.displayScale, idiom: horizontal == .compact ? .phone : .pad)
    }

    private var isEmpty: Bool { self == UITraitCollection() }

    /// Whether both specify the same traits.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
      lhs.userInterfaceStyle == rhs.userInterfaceStyle
        && lhs.horizontalSizeClass == rhs.horizontalSizeClass
        && lhs.verticalSizeClass == rhs.verticalSizeClass
        && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
        && lhs.displayScale == rhs.displayScale
        && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }
  }

  /// A reader's preferred text size (UIKit's type), from extra small to the accessibility sizes.
  public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's name of the size.
    public let rawValue: String
    /// The size named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not specified.
    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large.
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size.
    public static let accessibilityMedium = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// The second accessibility size.
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// The third accessibility size.
    public static let accessibilityExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// The fourth accessibility size.
    public static let accessibilityExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
      .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
      .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    private var rank: Int { Self.order.firstIndex(of: self) ?? 0 }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool {
      rank >= Self.order.firstIndex(of: .accessibilityMedium) ?? 0
    }

    /// Whether `lhs` is a smaller size than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// The category of SwiftUI's dynamic type size.
    package init(_ size: DynamicTypeSize) {
      let sizes: [DynamicTypeSize] = DynamicTypeSize.allCases
      let index = sizes.firstIndex(of: size) ?? 3
      self = Self.order[min(index + 1, Self.order.count - 1)]
    }

    /// SwiftUI's dynamic type size of this category (large when unspecified).
    package var dynamicTypeSize: DynamicTypeSize {
      let sizes = DynamicTypeSize.allCases
      return rank == 0 ? .large : sizes[min(rank - 1, sizes.count - 1)]
    }
  }

  extension DynamicTypeSize {
    /// SwiftUI's size of a UIKit content size category; nil when it is unspecified.
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
      guard uiSizeCategory != .unspecified else { return nil }
      self = uiSizeCategory.dynamicTypeSize
    }
  }
#endif
