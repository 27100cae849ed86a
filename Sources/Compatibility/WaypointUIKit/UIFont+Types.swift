import Foundation
import WaypointUI

#if !canImport(UIKit)
  extension UIFont {
    /// A dynamic text style (UIKit's type), with its size at the default text size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      /// UIKit's name of the style.
      public let rawValue: String
      /// The style named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Large titles: 34 points.
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      /// First-level headings: 28 points.
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      /// Second-level headings: 22 points.
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      /// Third-level headings: 20 points.
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      /// Headings: 17 points, semibold.
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      /// Subheadings: 15 points.
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      /// Body text: 17 points.
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      /// Callouts: 16 points.
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      /// Footnotes: 13 points.
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      /// Captions: 12 points.
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      /// Second captions: 11 points.
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
      /// visionOS's extra large titles: 36 points.
      public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
      /// visionOS's second extra large titles: 28 points.
      public static let extraLargeTitle2 = TextStyle(
        rawValue: "UICTFontTextStyleExtraLargeTitle2")

      /// The style's size at the default (large) text size.
      package var defaultSize: CGFloat {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .subheadline: 15
        case .callout: 16
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        case .extraLargeTitle: 36
        case .extraLargeTitle2: 28
        default: 17
        }
      }

      /// SwiftUI's matching text style.
      package var swiftUIStyle: Font.TextStyle {
        switch self {
        case .largeTitle, .extraLargeTitle: .largeTitle
        case .title1, .extraLargeTitle2: .title
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption
        case .caption2: .caption2
        default: .body
        }
      }
    }

    /// A font's weight (UIKit's type): from -1 (lightest) to 1 (heaviest), 0 regular.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      /// The weight's value.
      public let rawValue: CGFloat
      /// The weight of `rawValue`.
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      /// The weight of `rawValue`.
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

      /// Ultra light.
      public static let ultraLight = Weight(rawValue: -0.8)
      /// Thin.
      public static let thin = Weight(rawValue: -0.6)
      /// Light.
      public static let light = Weight(rawValue: -0.4)
      /// Regular.
      public static let regular = Weight(rawValue: 0)
      /// Medium.
      public static let medium = Weight(rawValue: 0.23)
      /// Semibold.
      public static let semibold = Weight(rawValue: 0.3)
      /// Bold.
      public static let bold = Weight(rawValue: 0.4)
      /// Heavy.
      public static let heavy = Weight(rawValue: 0.56)
      /// Black.
      public static let black = Weight(rawValue: 0.62)

      private static let named: [(Weight, String, Font.Weight)] = [
        (.ultraLight, "Ultralight", .ultraLight), (.thin, "Thin", .thin), (.light, "Light", .light),
        (.regular, "Regular", .regular), (.medium, "Medium", .medium),
        (.semibold, "Semibold", .semibold), (.bold, "Bold", .bold), (.heavy, "Heavy", .heavy),
        (.black, "Black", .black),
      ]

      private var nearest: (Weight, String, Font.Weight) {
        Self.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }
          ?? (.regular, "Regular", .regular)
      }

      /// The nearest named weight's name, as in the system font's names (`Semibold`).
      package var displayName: String { nearest.1 }
      /// SwiftUI's nearest weight.
      package var swiftUIWeight: Font.Weight { nearest.2 }
    }
  }

  /// A font's attributes (UIKit's type): what `UIFont(descriptor:size:)` makes a font from.
  public final class UIFontDescriptor: Hashable, Sendable {
    /// The font's traits (UIKit's type).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
      /// The traits' bits.
      public let rawValue: UInt32
      /// Traits of `rawValue`.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Italic.
      public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
      /// Bold.
      public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
      /// Wider letters.
      public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
      /// Narrower letters.
      public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
      /// Every letter of one width.
      public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
      /// Tighter line spacing.
      public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
      /// Looser line spacing.
      public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs (UIKit's type).
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
      /// The design's name.
      public let rawValue: String
      /// The design named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// San Francisco.
      public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
      /// Rounded.
      public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
      /// Monospaced.
      public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
      /// Serif (New York).
      public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")

      /// SwiftUI's matching design.
      package var swiftUIDesign: Font.Design? {
        switch self {
        case .rounded: .rounded
        case .monospaced: .monospaced
        case .serif: .serif
        default: nil
        }
      }
    }

    package let font: UIFont

    package init(font: UIFont) { self.font = font }

    /// The descriptor of `style`'s font at the current text size.
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
      -> UIFontDescriptor
    {
      UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The font's size in points.
    public var pointSize: CGFloat { font.pointSize }
    /// The font's name.
    public var postscriptName: String { font.fontName }
    /// The font's traits.
    public var symbolicTraits: SymbolicTraits { font.traits }

    /// The same font with exactly `symbolicTraits`; bold asks for the bold weight.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
      var weight = font.weight
      if symbolicTraits.contains(.traitBold), weight.rawValue < UIFont.Weight.semibold.rawValue {
        weight = .bold
      }
      var kind = font.kind
      if symbolicTraits.contains(.traitMonoSpace), case .system = kind {
        kind = .system(design: .monospaced)
      }
      return UIFontDescriptor(
        font: UIFont(
          kind: kind, size: font.pointSize, weight: weight, traits: symbolicTraits,
          monospacedDigits: font.monospacedDigits))
    }

    /// The system font in `design`; nil for a named font, which has no designs.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
      if case .named = font.kind { return nil }
      return UIFontDescriptor(
        font: UIFont(
          kind: .system(design: design), size: font.pointSize, weight: font.weight,
          traits: font.traits, monospacedDigits: font.monospacedDigits))
    }

    /// The same font at `newPointSize`.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
      UIFontDescriptor(font: font.withSize(newPointSize))
    }

    /// Whether both describe the same font.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
      lhs.font == rhs.font
    }

    /// Hashes the descriptor.
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
  }

  /// Scales sizes with the reader's text size, as UIKit's type does: by how much the body
  /// style grows from the default size (17 points) to the current one.
  public final class UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private let style: UIFont.TextStyle

    /// Metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    /// `value` scaled to the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
      scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled to `traitCollection`'s text size (the current one when nil).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
      -> CGFloat
    {
      Self.scale(value, for: traitCollection ?? UITraitCollection.current)
    }

    /// `font` at its size scaled to the current text size.
    public func scaledFont(for font: UIFont) -> UIFont {
      font.withSize(scaledValue(for: font.pointSize))
    }

    /// `font` scaled to the current text size, no larger than `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
      font.withSize(min(maximumPointSize, scaledValue(for: font.pointSize)))
    }

    /// `font` scaled to `traitCollection`'s text size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
      -> UIFont
    {
      font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// `value` times the body style's size at `traits`' text size over its default size,
    /// rounded to a tenth of a point.
    static func scale(_ value: CGFloat, for traits: UITraitCollection) -> CGFloat {
      let category = traits.preferredContentSizeCategory
      let size = category == .unspecified ? DynamicTypeSize.large : category.dynamicTypeSize
      return (value * size.bodySize / 17 * 10).rounded() / 10
    }
  }
#endif
