import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// A font as UIKit spells it: a text style, the system font at a size and weight, or a named
  /// font. SwiftUI's `Font(_:)` turns it into the matching `Font`; metrics follow SF Pro's
  /// proportions, since Linux has no San Francisco to measure.
  public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// What the font is.
    package enum Kind: Hashable, Sendable {
      case textStyle(TextStyle)
      case system(design: UIFontDescriptor.SystemDesign)
      case named(String)
    }

    package let kind: Kind
    /// The font's size in points.
    public let pointSize: CGFloat
    package let weight: Weight
    package let traits: UIFontDescriptor.SymbolicTraits
    package let monospacedDigits: Bool

    package init(
      kind: Kind, size: CGFloat, weight: Weight = .regular,
      traits: UIFontDescriptor.SymbolicTraits = [], monospacedDigits: Bool = false
    ) {
      self.kind = kind
      pointSize = size
      self.weight = weight
      self.traits = traits
      self.monospacedDigits = monospacedDigits
    }

    /// The font named `fontName` at `size`. Waypoint cannot tell which fonts an app bundles, so
    /// this always makes one; renderers draw it with the nearest font they have.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
      self.init(kind: .named(fontName), size: fontSize)
    }

    /// The font `descriptor` describes, at `pointSize` (the descriptor's size when 0).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
      let font = descriptor.font
      self.init(
        kind: font.kind, size: pointSize > 0 ? pointSize : font.pointSize, weight: font.weight,
        traits: descriptor.symbolicTraits, monospacedDigits: font.monospacedDigits)
    }

    /// The text style's font at the reader's text size (`UITraitCollection.current`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The text style's font at the text size of `traitCollection` (the current one when nil).
    public static func preferredFont(
      forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
      let traits = traitCollection ?? UITraitCollection.current
      let size = UIFontMetrics.scale(style.defaultSize, for: traits)
      return UIFont(
        kind: .textStyle(style), size: size, weight: style == .headline ? .semibold : .regular)
    }

    /// The system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(kind: .system(design: .default), size: fontSize)
    }

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(kind: .system(design: .default), size: fontSize, weight: weight)
    }

    /// The system font, bold, at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(kind: .system(design: .default), size: fontSize, weight: .bold, traits: .traitBold)
    }

    /// The system font, italic, at `fontSize`.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(kind: .system(design: .default), size: fontSize, traits: .traitItalic)
    }

    /// The monospaced system font at `fontSize` and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(
        kind: .system(design: .monospaced), size: fontSize, weight: weight,
        traits: .traitMonoSpace)
    }

    /// The system font with digits of one width, at `fontSize` and `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight)
      -> UIFont
    {
      UIFont(
        kind: .system(design: .default), size: fontSize, weight: weight, monospacedDigits: true)
    }

    /// The size of `systemFont(ofSize:)` labels use by default: 17.
    public static var labelFontSize: CGFloat { 17 }
    /// The size buttons use by default: 18.
    public static var buttonFontSize: CGFloat { 18 }
    /// The size of small system text: 12.
    public static var smallSystemFontSize: CGFloat { 12 }
    /// The size of system text: 14.
    public static var systemFontSize: CGFloat { 14 }

    /// The same font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(
        kind: kind, size: fontSize, weight: weight, traits: traits,
        monospacedDigits: monospacedDigits)
    }

    /// The font's PostScript-style name: `.SFUI-Semibold` for the system font, else its name.
    public var fontName: String {
      switch kind {
      case .named(let name): name
      case .system(design: .monospaced): ".SFUIMono-\(weight.displayName)"
      case .system(design: .rounded): ".SFUIRounded-\(weight.displayName)"
      case .system(design: .serif): ".NewYork-\(weight.displayName)"
      case .system, .textStyle: ".SFUI-\(weight.displayName)"
      }
    }

    /// The font's family: `.AppleSystemUIFont` for the system font, else the name before `-`.
    public var familyName: String {
      switch kind {
      case .named(let name): String(name.split(separator: "-").first ?? Substring(name))
      case .system(design: .monospaced): ".AppleSystemUIFontMonospaced"
      case .system(design: .rounded): ".AppleSystemUIFontRounded"
      case .system(design: .serif): ".AppleSystemUIFontSerif"
      case .system, .textStyle: ".AppleSystemUIFont"
      }
    }

    /// How far glyphs rise above the baseline: 0.952 of the size.
    public var ascender: CGFloat { (pointSize * 0.952 * 1000).rounded() / 1000 }
    /// How far glyphs fall below the baseline, negative: -0.238 of the size.
    public var descender: CGFloat { (pointSize * -0.238 * 1000).rounded() / 1000 }
    /// The height of a capital letter: 0.705 of the size.
    public var capHeight: CGFloat { (pointSize * 0.705 * 1000).rounded() / 1000 }
    /// The height of a lowercase x: 0.528 of the size.
    public var xHeight: CGFloat { (pointSize * 0.528 * 1000).rounded() / 1000 }
    /// The distance from one baseline to the next: ascender minus descender.
    public var lineHeight: CGFloat { ascender - descender }
    /// Extra space between lines: 0, as for the system font.
    public var leading: CGFloat { 0 }

    /// The font's description, for `UIFont(descriptor:size:)` and its variants.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(font: self) }

    /// The font as Swift source of SwiftUI's matching `Font`.
    public var description: String { "UIFont(\(Font(self)))" }

    /// Whether both fonts are the same.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
      lhs.kind == rhs.kind && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
        && lhs.traits == rhs.traits && lhs.monospacedDigits == rhs.monospacedDigits
    }

    /// Hashes the font.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(kind)
      hasher.combine(pointSize)
      hasher.combine(weight)
    }

    /// The family names of the fonts Waypoint knows: the system font's.
    public static var familyNames: [String] { [".AppleSystemUIFont"] }
  }

  extension Font {
    /// SwiftUI's font of a UIKit font: a text style becomes `.body`…, the system font
    /// `.system(size:weight:design:)`, a named font `.custom(_:size:)`; bold, italic and
    /// monospaced digits carry over.
    public init(_ font: UIFont) {
      var result: Font
      switch font.kind {
      case .textStyle(let style):
        result = .system(style.swiftUIStyle)
        if font.weight != (style == .headline ? .semibold : .regular) {
          result = result.weight(font.weight.swiftUIWeight)
        }
      case .system(let design):
        result = .system(
          size: font.pointSize, weight: font.weight.swiftUIWeight, design: design.swiftUIDesign)
      case .named(let name):
        result = .custom(name, size: font.pointSize)
      }
      if font.traits.contains(.traitBold), font.weight.rawValue < UIFont.Weight.semibold.rawValue {
        result = result.bold()
      }
      if font.traits.contains(.traitItalic) { result = result.italic() }
      if font.monospacedDigits { result = result.monospacedDigit() }
      self = result
    }
  }
#endif
