import Foundation

extension Font {
  /// How narrow or wide a font's letters are, negative for narrower and positive for wider; kept in
  /// the font's description, and no renderer draws it.
  public struct Width: Hashable, Sendable, CustomStringConvertible {
    /// How wide the width is: 0 is standard, negative narrower, positive wider.
    public var value: CGFloat

    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// A narrow width.
    public static let condensed = Width(-0.2)
    /// The standard width.
    public static let standard = Width(0)
    /// A wide width.
    public static let expanded = Width(0.2)

    /// A width of `value`, from -1 (narrowest) to 1 (widest).
    public init(_ value: CGFloat) { self.value = value }

    /// The width as Swift source: `.condensed`, or `.init(0.1)`.
    public var description: String {
      switch value {
      case -0.3: ".compressed"
      case -0.2: ".condensed"
      case 0: ".standard"
      case 0.2: ".expanded"
      default: ".init(\(Font.number(value)))"
      }
    }
  }

  /// How much space a font puts between lines; kept in the font's description, and no renderer or
  /// layout acts on it.
  public enum Leading: Hashable, Sendable {
    /// Lines spaced as the font itself spaces them.
    case standard
    /// Less space between lines.
    case tight
    /// More space between lines.
    case loose
  }

  /// The small-capital forms a font uses.
  package struct SmallCaps: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    package static let all = SmallCaps(rawValue: 1 << 0)
    package static let lowercase = SmallCaps(rawValue: 1 << 1)
    package static let uppercase = SmallCaps(rawValue: 1 << 2)
  }

  /// The modifiers kept by the stored properties the extensions set, as Swift source.
  package var modifiersDescription: String {
    var text = ""
    if let width { text += ".width(\(width))" }
    if let leading { text += ".leading(.\(leading))" }
    if smallCapitals.contains(.all) { text += ".smallCaps()" }
    if smallCapitals.contains(.lowercase) { text += ".lowercaseSmallCaps()" }
    if smallCapitals.contains(.uppercase) { text += ".uppercaseSmallCaps()" }
    if isMonospacedDigit { text += ".monospacedDigit()" }
    if let pointSize { text += ".pointSize(\(Self.number(pointSize)))" }
    if let scale { text += ".scaled(by: \(Self.number(scale)))" }
    return text
  }

  private func with(_ change: (inout Font) -> Void) -> Font {
    var font = self
    change(&font)
    return font
  }

  /// The default font of the context it is used in.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public static var `default`: Font { Font(base: .systemDefault) }

  /// A system font of a text style and design.
  @available(*, deprecated, message: "Use `system(_:design:weight:)` instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use `system(_:design:weight:)` instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use `system(_:design:weight:)` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use `system(_:design:weight:)` instead."
  )
  @_disfavoredOverload
  public static func system(_ style: TextStyle, design: Design = .default) -> Font {
    system(style, design: Optional(design), weight: nil)
  }

  /// A system font of a fixed size, weight and design.
  @available(*, deprecated, message: "Use `system(size:weight:design:)` instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "Use `system(size:weight:design:)` instead."
  )
  @_disfavoredOverload
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    Font(base: .system(size: size, weight: weight, design: design))
  }

  /// Font `name` at `size` points at the default text size, scaled with the person's text size as
  /// body text is; `textStyle` is kept in the description.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    Font(base: .customRelative(name: name, size: size, style: textStyle))
  }

  /// A custom font of a size that does not scale with the person's text size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(base: .customFixed(name: name, size: fixedSize))
  }

  /// Adds italics to the font when `isActive`, removes them otherwise.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func italic(_ isActive: Bool) -> Font { with { $0.isItalic = isActive } }

  /// Turns bold on when `isActive` is true and off when it is false.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func bold(_ isActive: Bool) -> Font { with { $0.isBold = isActive } }

  /// Makes the font fixed-width when `isActive`, proportional otherwise.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func monospaced(_ isActive: Bool) -> Font { with { $0.isMonospaced = isActive } }

  /// Uses small capitals for the lowercase and uppercase letters.
  public func smallCaps() -> Font { smallCaps(true) }

  /// Uses small capitals for all letters when `isActive`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func smallCaps(_ isActive: Bool) -> Font { setting(.all, isActive) }

  /// Uses small capitals for the lowercase letters.
  public func lowercaseSmallCaps() -> Font { lowercaseSmallCaps(true) }

  /// Uses small capitals for the lowercase letters when `isActive`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func lowercaseSmallCaps(_ isActive: Bool) -> Font { setting(.lowercase, isActive) }

  /// Uses small capitals for the uppercase letters.
  public func uppercaseSmallCaps() -> Font { uppercaseSmallCaps(true) }

  /// Uses small capitals for the uppercase letters when `isActive`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func uppercaseSmallCaps(_ isActive: Bool) -> Font { setting(.uppercase, isActive) }

  private func setting(_ caps: SmallCaps, _ isActive: Bool) -> Font {
    with { font in
      if isActive { font.smallCapitals.insert(caps) } else { font.smallCapitals.remove(caps) }
    }
  }

  /// Uses digits of equal width, so numbers line up in columns.
  public func monospacedDigit() -> Font { with { $0.isMonospacedDigit = true } }

  /// This font at width `width`, kept in its description; no renderer draws the width.
  public func width(_ width: Width) -> Font { with { $0.width = width } }

  /// Sets the space between lines of the font.
  public func leading(_ leading: Leading) -> Font { with { $0.leading = leading } }

  /// Sets the size of the font in points.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func pointSize(_ size: CGFloat) -> Font { with { $0.pointSize = size } }

  /// Scales the size of the font by `factor`.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public func scaled(by factor: CGFloat) -> Font {
    with { $0.scale = ($0.scale ?? 1) * factor }
  }
}

extension Font.TextStyle {
  /// Every text style, largest first.
  public static let allCases: [Font.TextStyle] = [
    .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
    .caption, .caption2,
  ]
}
