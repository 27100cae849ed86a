import Foundation

/// A line modifier (`underline`, `strikethrough`) as Swift source.
func lineModifierSource(
  _ name: String, isActive: Bool, pattern: Text.LineStyle.Pattern, color: Color?
) -> String {
  var arguments: [String] = isActive ? [] : ["false"]
  if pattern != .solid { arguments.append("pattern: \(pattern)") }
  if let color { arguments.append("color: \(color)") }
  return ".\(name)(\(arguments.joined(separator: ", ")))"
}

/// `Text`'s own styling modifiers, which keep it a `Text` (so it can be joined with `+`). A
/// terminal draws one font at one size, so each is recorded.
extension Text {
  /// Records a condensed or expanded font width on the text; nothing draws it narrower or wider.
  public func fontWidth(_ width: Font.Width?) -> Text {
    recorded(".fontWidth(\(width.map(\.description) ?? "nil"))")
  }

  /// Uses a fixed-width font for the text when `isActive` (recorded: a terminal's font is
  /// fixed-width already).
  public func monospaced(_ isActive: Bool = true) -> Text {
    recorded(isActive ? ".monospaced()" : ".monospaced(false)")
  }

  /// Sets the design of the text's font (recorded).
  public func fontDesign(_ design: Font.Design?) -> Text {
    recorded(".fontDesign(\(design.map(\.description) ?? "nil"))")
  }

  /// Uses digits of equal width in the text (recorded).
  public func monospacedDigit() -> Text { recorded(".monospacedDigit()") }

  /// Draws a line through the text when `isActive`, in `color` (recorded).
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    recorded(lineModifierSource("strikethrough", isActive: isActive, pattern: .solid, color: color))
  }

  /// Draws a line of `pattern` through the text when `isActive`, in `color` (recorded).
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  ) -> Text {
    recorded(
      lineModifierSource("strikethrough", isActive: isActive, pattern: pattern, color: color))
  }

  /// Draws a line under the text when `isActive`, in `color` (recorded).
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    recorded(lineModifierSource("underline", isActive: isActive, pattern: .solid, color: color))
  }

  /// Draws a line of `pattern` under the text when `isActive`, in `color` (recorded).
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil)
    -> Text
  {
    recorded(lineModifierSource("underline", isActive: isActive, pattern: pattern, color: color))
  }

  /// Sets the space between pairs of letters (recorded: a terminal's cells are fixed).
  public func kerning(_ kerning: CGFloat) -> Text {
    recorded(".kerning(\(Font.number(kerning)))")
  }

  /// Sets the space added between all letters (recorded).
  public func tracking(_ tracking: CGFloat) -> Text {
    recorded(".tracking(\(Font.number(tracking)))")
  }

  /// Raises or lowers the text from its baseline (recorded).
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    recorded(".baselineOffset(\(Font.number(baselineOffset)))")
  }

  /// Sizes the text at `scale` relative to the text around it, when `isEnabled` (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
    isEnabled ? recorded(".textScale(\(scale))") : self
  }

  /// Lays the text out for `language`, when `isEnabled` (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
    typesettingLanguage(.explicit(language), isEnabled: isEnabled)
  }

  /// Lays the text out for `language`, when `isEnabled` (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> Text
  {
    isEnabled ? recorded(".typesettingLanguage(\(language))") : self
  }
}
