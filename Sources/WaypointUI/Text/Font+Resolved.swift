import Foundation

extension Font {
  /// What a font is resolved against: the person's text size.
  public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
    /// The text size the font scales to.
    let dynamicTypeSize: DynamicTypeSize
    /// The weight the person asked text to have.
    let legibilityWeight: LegibilityWeight?

    /// The context as a short phrase.
    public var debugDescription: String {
      "Font.Context(dynamicTypeSize: .\(dynamicTypeSize))"
    }
  }

  /// A font resolved in a context: its size in points and its traits.
  public struct Resolved: Hashable, Sendable {
    /// Whether the font is bold.
    public let isBold: Bool
    /// Whether the font is italic.
    public let isItalic: Bool
    /// The size of the font in points.
    public let pointSize: CGFloat
    /// The font's weight (its own, bold, or its text style's: semibold for `.headline`,
    /// regular otherwise), raised to bold when the context asks for bold text.
    public let weight: Font.Weight
    /// The width set on the font, `.standard` if none.
    public let width: Font.Width
    /// The space between lines of the font.
    public let leading: Font.Leading
    /// Whether the font is fixed-width.
    public let isMonospaced: Bool
    /// Whether lowercase letters are small capitals.
    public let isLowercaseSmallCaps: Bool
    /// Whether uppercase letters are small capitals.
    public let isUppercaseSmallCaps: Bool
    /// Whether all letters are small capitals.
    public let isSmallCaps: Bool
  }

  /// The size a text style has at the default text size (`.large`), in points.
  static func defaultSize(of style: TextStyle) -> CGFloat {
    switch style {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .subheadline: 15
    case .callout: 16
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }

  /// Resolves the font in `context`: text styles and relative custom fonts scale with the
  /// person's text size; fixed sizes do not.
  public func resolve(in context: Font.Context) -> Font.Resolved {
    let scaling = context.dynamicTypeSize.bodySize / 17
    let size: CGFloat
    switch base {
    case .style(let style): size = Self.defaultSize(of: style) * scaling
    case .system(let fixed, _, _), .custom(_, let fixed), .customFixed(_, let fixed): size = fixed
    case .customRelative(_, let points, _): size = points * scaling
    case .systemDefault: size = 17 * scaling
    }
    var weight = resolvedWeight
    if context.legibilityWeight == .bold, weight.value < Weight.bold.value { weight = .bold }
    return Resolved(
      isBold: isBold || weight.value >= Weight.semibold.value, isItalic: isItalic,
      pointSize: (pointSize ?? size) * (scale ?? 1), weight: weight, width: width ?? .standard,
      leading: leading ?? .standard, isMonospaced: isMonospaced || design == .monospaced,
      isLowercaseSmallCaps: smallCapitals.contains(.lowercase) || smallCapitals.contains(.all),
      isUppercaseSmallCaps: smallCapitals.contains(.uppercase) || smallCapitals.contains(.all),
      isSmallCaps: smallCapitals.contains(.all))
  }
}

extension EnvironmentValues {
  /// The context fonts here resolve in: the text size and legibility weight of the environment.
  public var fontResolutionContext: Font.Context {
    Font.Context(dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight)
  }
}
