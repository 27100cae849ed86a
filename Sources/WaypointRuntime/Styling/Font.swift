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

  /// Text style `.largeTitle`: 34 points at the default text size, bold in the terminal.
  public static let largeTitle = Font(base: .style(.largeTitle))
  /// Text style `.title`: 28 points at the default text size, bold in the terminal.
  public static let title = Font(base: .style(.title))
  /// Text style `.title2`: 22 points at the default text size, bold in the terminal.
  public static let title2 = Font(base: .style(.title2))
  /// Text style `.title3`: 20 points at the default text size, bold in the terminal.
  public static let title3 = Font(base: .style(.title3))
  /// Text style `.headline`: 17 points and semibold at the default text size.
  public static let headline = Font(base: .style(.headline))
  /// Text style `.subheadline`: 15 points at the default text size.
  public static let subheadline = Font(base: .style(.subheadline))
  /// Text style `.body`: 17 points at the default text size.
  public static let body = Font(base: .style(.body))
  /// Text style `.callout`: 16 points at the default text size.
  public static let callout = Font(base: .style(.callout))
  /// Text style `.footnote`: 13 points at the default text size.
  public static let footnote = Font(base: .style(.footnote))
  /// Text style `.caption`: 12 points at the default text size.
  public static let caption = Font(base: .style(.caption))
  /// Text style `.caption2`: 11 points at the default text size.
  public static let caption2 = Font(base: .style(.caption2))

  /// A system font of a fixed `size` in points, not scaled with the person's text size, with an
  /// optional weight and design.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(base: .system(size: size, weight: weight, design: design))
  }

  /// Text style `style` with an optional design (`.monospaced` makes it fixed-width) and weight; it
  /// scales with the person's text size.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    var font = Font(base: .style(style))
    font.design = design
    font.weight = weight
    return font
  }

  /// Font `name` at `size` points; Waypoint does not scale it with the person's text size.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: size))
  }

  /// This font at weight `weight`: the browser sets CSS `font-weight`, and semibold or heavier is
  /// bold in the terminal.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// This font made bold; unless a weight was set, it resolves to `.bold`.
  public func bold() -> Font {
    var font = self
    font.isBold = true
    return font
  }

  /// This font made italic, which the terminal draws in italics.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// This font made fixed-width, every character the same advance.
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

  /// The named text sizes, `largeTitle` down to `caption2`, that scale with the person's text size.
  public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// The largest title, 34 points by default.
    case largeTitle
    /// First-level heading, 28 points by default.
    case title
    /// Second-level heading, 22 points by default.
    case title2
    /// Third-level heading, 20 points by default.
    case title3
    /// Emphasized heading text: 17 points by default, semibold.
    case headline
    /// Text under a heading, 15 points by default.
    case subheadline
    /// Running text, 17 points by default; the person's text size scales it.
    case body
    /// Set-off remarks, 16 points by default.
    case callout
    /// Footnotes, 13 points by default.
    case footnote
    /// Captions, 12 points by default.
    case caption
    /// Smaller captions, 11 points by default.
    case caption2
  }

  /// How heavy a font's strokes are, ultraLight (1) through black (9); the browser multiplies the
  /// value by 100 for CSS `font-weight`.
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

  /// A font's family flavor: default, serif, rounded or monospaced. Only `.monospaced` changes how
  /// text resolves (fixed-width); the others are kept in the description.
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
