import Foundation

extension AttributeScopes {
  /// The attributes SwiftUI reads from an attributed string, with Foundation's.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// The attributes SwiftUI reads from an attributed string: font, colors, lines, spacing,
  /// with Foundation's. (Its accessibility, adaptive-glyph and Core Text attributes are not
  /// declared: Foundation on Linux lacks their types.)
  public struct SwiftUIAttributes: AttributeScope {
    /// A run's `Font`; `Text(attributedString)` applies it when every run has the same one.
    public let font: FontAttribute
    /// A run's glyph color; `Text` applies it when every run has the same one.
    public let foregroundColor: ForegroundColorAttribute
    /// The color behind the text.
    public let backgroundColor: BackgroundColorAttribute
    /// The line through the text.
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The line under the text.
    public let underlineStyle: UnderlineStyleAttribute
    /// The space between pairs of letters.
    public let kern: KerningAttribute
    /// The space added between all letters.
    public let tracking: TrackingAttribute
    /// The offset of the text from its baseline.
    public let baselineOffset: BaselineOffsetAttribute
    /// The height of the lines of the text.
    public let lineHeight: LineHeightAttribute
    /// Foundation's attributes.
    public let foundation: FoundationAttributes

    /// How the scope's attributes are decoded.
    public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
    /// How the scope's attributes are encoded.
    public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
  }
}

extension AttributeScopes.SwiftUIAttributes {
  /// The key `string.font = …` writes, stored as `SwiftUI.Font`; `Text` records it only when
  /// the whole string shares one font.
  @frozen public enum FontAttribute: AttributedStringKey {
    /// A font.
    public typealias Value = Font
    /// The attribute's name.
    public static let name = "SwiftUI.Font"
  }

  /// The key `string.foregroundColor = …` writes, stored as `SwiftUI.ForegroundColor`; `Text`
  /// records it only when the whole string shares one color.
  @frozen public enum ForegroundColorAttribute: AttributedStringKey {
    /// A color.
    public typealias Value = Color
    /// The attribute's name.
    public static let name = "SwiftUI.ForegroundColor"
  }

  /// The color behind the text.
  @frozen public enum BackgroundColorAttribute: AttributedStringKey {
    /// A color.
    public typealias Value = Color
    /// The attribute's name.
    public static let name = "SwiftUI.BackgroundColor"
  }

  /// The line through the text.
  @frozen public enum StrikethroughStyleAttribute: AttributedStringKey {
    /// A line style.
    public typealias Value = Text.LineStyle
    /// The attribute's name.
    public static let name = "SwiftUI.StrikethroughStyle"
  }

  /// The line under the text.
  @frozen public enum UnderlineStyleAttribute: AttributedStringKey {
    /// A line style.
    public typealias Value = Text.LineStyle
    /// The attribute's name.
    public static let name = "SwiftUI.UnderlineStyle"
  }

  /// The space between pairs of letters.
  @frozen public enum KerningAttribute: CodableAttributedStringKey {
    /// A length in points.
    public typealias Value = CGFloat
    /// The attribute's name.
    public static let name = "SwiftUI.Kern"
  }

  /// The space added between all letters.
  @frozen public enum TrackingAttribute: CodableAttributedStringKey {
    /// A length in points.
    public typealias Value = CGFloat
    /// The attribute's name.
    public static let name = "SwiftUI.Tracking"
  }

  /// The offset of the text from its baseline.
  @frozen public enum BaselineOffsetAttribute: CodableAttributedStringKey {
    /// A length in points.
    public typealias Value = CGFloat
    /// The attribute's name.
    public static let name = "SwiftUI.BaselineOffset"
  }
}

extension AttributeDynamicLookup {
  /// Reads and writes SwiftUI's attributes by name: `string.font = .title`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
