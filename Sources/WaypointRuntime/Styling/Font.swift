import Foundation

/// An environment-dependent font.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  package enum Base: Hashable, Sendable {
    case style(TextStyle)
    case system(size: CGFloat, weight: Weight?, design: Design?)
    case custom(name: String, size: CGFloat)
    case customFixed(name: String, size: CGFloat)
    case customRelative(name: String, size: CGFloat, style: TextStyle)
    case systemDefault
  }

  package let base: Base
  package var weight: Weight?
  /// Whether `.bold()` was applied.
  public internal(set) var isBold = false
  /// Whether `.italic()` was applied.
  public internal(set) var isItalic = false
  /// Whether `.monospaced()` was applied.
  public internal(set) var isMonospaced = false
  package var design: Design?
  /// Modifiers set by the extensions in `Text/` (`.width(_:)`, `.leading(_:)`, `.smallCaps()`…).
  package var width: Width?
  package var leading: Leading?
  package var smallCapitals: SmallCaps = []
  package var isMonospacedDigit = false
  package var pointSize: CGFloat?
  /// How much `.scaled(by:)` or a shrinking text scaled the size; nil when unscaled.
  public var scale: CGFloat?

  package init(base: Base) { self.base = base }

  /// A font with the large title text style.
  public static let largeTitle = Font(base: .style(.largeTitle))
  /// A font with the title text style.
  public static let title = Font(base: .style(.title))
  /// A font for second level hierarchical headings.
  public static let title2 = Font(base: .style(.title2))
  /// A font for third level hierarchical headings.
  public static let title3 = Font(base: .style(.title3))
  /// A font with the headline text style.
  public static let headline = Font(base: .style(.headline))
  /// A font with the subheadline text style.
  public static let subheadline = Font(base: .style(.subheadline))
  /// A font with the body text style.
  public static let body = Font(base: .style(.body))
  /// A font with the callout text style.
  public static let callout = Font(base: .style(.callout))
  /// A font with the footnote text style.
  public static let footnote = Font(base: .style(.footnote))
  /// A font with the caption text style.
  public static let caption = Font(base: .style(.caption))
  /// An alternate font with the caption text style.
  public static let caption2 = Font(base: .style(.caption2))

  /// Specifies a system font to use, along with the style, weight, and design.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(base: .system(size: size, weight: weight, design: design))
  }

  /// Gets a system font that uses the specified style, design, and weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = Font(base: .style(style))
    font.design = design
    font.weight = weight
    return font
  }

  /// Creates a custom font with the specified name and size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: size))
  }

  /// Sets the weight of the font.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// Adds bold styling to the font.
  public func bold() -> Font {
    var font = self
    font.isBold = true
    return font
  }

  /// Adds italics to the font.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// Returns a fixed-width font from the same family as the base font.
  public func monospaced() -> Font {
    var font = self
    font.isMonospaced = true
    return font
  }

  /// The text style this font is based on, if any.
  public var textStyle: TextStyle? {
    if case .style(let style) = base { return style }
    return nil
  }

  /// The weight this font asks for: its own, or bold, or the text style's natural weight.
  public var resolvedWeight: Weight {
    if let weight { return weight }
    if isBold { return .bold }
    if case .system(_, let weight?, _) = base { return weight }
    return textStyle == .headline ? .semibold : .regular
  }

  /// The font as Swift source, such as `.title.weight(.semibold)`.
  public var description: String {
    var text: String
    switch base {
    case .style(let style) where design != nil:
      text = ".system(.\(style)\(design.map { ", design: \($0)" } ?? ""))"
    case .style(let style):
      text = ".\(style)"
    case .system(let size, let weight, let design):
      text = ".system(size: \(Self.number(size))"
      if let weight { text += ", weight: \(weight)" }
      if let design { text += ", design: \(design)" }
      text += ")"
    case .custom(let name, let size):
      text = ".custom(\(name.debugDescription), size: \(Self.number(size)))"
    case .customFixed(let name, let size):
      text = ".custom(\(name.debugDescription), fixedSize: \(Self.number(size)))"
    case .customRelative(let name, let size, let style):
      text = ".custom(\(name.debugDescription), size: \(Self.number(size)), relativeTo: .\(style))"
    case .systemDefault:
      text = ".default"
    }
    if let weight { text += ".weight(\(weight))" }
    if isBold { text += ".bold()" }
    if isItalic { text += ".italic()" }
    if isMonospaced { text += ".monospaced()" }
    return text + modifiersDescription
  }

  package static func number(_ value: CGFloat) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// A dynamic text style to use for fonts.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// The font style for large titles.
    case largeTitle
    /// The font used for first level hierarchical headings.
    case title
    /// The font used for second level hierarchical headings.
    case title2
    /// The font used for third level hierarchical headings.
    case title3
    /// The font used for headings.
    case headline
    /// The font used for subheadings.
    case subheadline
    /// The font used for body text.
    case body
    /// The font used for callouts.
    case callout
    /// The font used in footnotes.
    case footnote
    /// The font used for standard captions.
    case caption
    /// The font used for alternate captions.
    case caption2
  }

  /// A weight to use for fonts.
  public struct Weight: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// How heavy the weight is, from 1 (ultra light) to 9 (black).
    public let value: Int

    /// Ultra light weight.
    public static let ultraLight = Weight(name: "ultraLight", value: 1)
    /// Thin weight.
    public static let thin = Weight(name: "thin", value: 2)
    /// Light weight.
    public static let light = Weight(name: "light", value: 3)
    /// Regular weight.
    public static let regular = Weight(name: "regular", value: 4)
    /// Medium weight.
    public static let medium = Weight(name: "medium", value: 5)
    /// Semibold weight.
    public static let semibold = Weight(name: "semibold", value: 6)
    /// Bold weight.
    public static let bold = Weight(name: "bold", value: 7)
    /// Heavy weight.
    public static let heavy = Weight(name: "heavy", value: 8)
    /// Black weight.
    public static let black = Weight(name: "black", value: 9)

    /// The weight as Swift source, such as `.bold`.
    public var description: String { ".\(name)" }
  }

  /// A design to use for fonts.
  public struct Design: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// The default design.
    public static let `default` = Design(name: "default")
    /// A serif design.
    public static let serif = Design(name: "serif")
    /// A rounded design.
    public static let rounded = Design(name: "rounded")
    /// A monospaced design.
    public static let monospaced = Design(name: "monospaced")

    /// The design as Swift source, such as `.rounded`.
    public var description: String { ".\(name)" }
  }
}
