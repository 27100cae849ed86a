import Foundation

/// Text modifiers for all the text in a view. Line limits behave (renderers cut text to them);
/// the others are recorded, as a terminal draws one font at one size in fixed cells.
extension View {
  /// Shows at most as many lines as the range's upper bound (the lower bound, the lines to
  /// reserve, is not kept).
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    setting(\.lineLimit, limit.upperBound, attribute: .lineLimit(limit.upperBound))
  }

  /// Shows at most `limit.upperBound` lines.
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    setting(\.lineLimit, limit.upperBound, attribute: .lineLimit(limit.upperBound))
  }

  /// Shows at least `limit.lowerBound` lines, and as many more as the text needs (recorded:
  /// Waypoint does not reserve lines).
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    recorded(".lineLimit(\(limit.lowerBound)...)")
  }

  /// Sets where text too long for its space is cut: the environment's `truncationMode` below
  /// (recorded).
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    setting(\.truncationMode, mode, recording: ".truncationMode(.\(mode))")
  }

  /// Shows text in a case whatever case it is written in: the environment's `textCase` below
  /// (recorded).
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View {
    setting(\.textCase, textCase, recording: ".textCase(\(textCase.map { ".\($0)" } ?? "nil"))")
  }

  /// Uses digits of equal width in this view's text (recorded).
  nonisolated public func monospacedDigit() -> some View { recorded(".monospacedDigit()") }

  /// Uses a fixed-width font in this view's text when `isActive` (recorded).
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
    recorded(isActive ? ".monospaced()" : ".monospaced(false)")
  }

  /// Sets the width of this view's fonts (recorded).
  nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
    recorded(".fontWidth(\(width.map(\.description) ?? "nil"))")
  }

  /// Sets the design of this view's fonts (recorded).
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
    recorded(".fontDesign(\(design.map(\.description) ?? "nil"))")
  }

  /// Sets the space between pairs of letters in this view's text (recorded).
  nonisolated public func kerning(_ kerning: CGFloat) -> some View {
    recorded(".kerning(\(Font.number(kerning)))")
  }

  /// Sets the space added between all letters in this view's text (recorded).
  nonisolated public func tracking(_ tracking: CGFloat) -> some View {
    recorded(".tracking(\(Font.number(tracking)))")
  }

  /// Raises or lowers this view's text from its baseline (recorded).
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    recorded(".baselineOffset(\(Font.number(baselineOffset)))")
  }

  /// Lets text in this view squeeze its letters together to fit: the environment's
  /// `allowsTightening` below (recorded).
  nonisolated public func allowsTightening(_ flag: Bool) -> some View {
    setting(\.allowsTightening, flag, recording: ".allowsTightening(\(flag))")
  }

  /// Sets the space between lines of this view's text: the environment's `lineSpacing` below
  /// (recorded).
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    setting(\.lineSpacing, lineSpacing, recording: ".lineSpacing(\(Font.number(lineSpacing)))")
  }

  /// Draws a line under this view's text when `isActive` (recorded).
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    recorded(lineModifierSource("underline", isActive: isActive, pattern: pattern, color: color))
  }

  /// Draws a line through this view's text when `isActive` (recorded).
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    recorded(
      lineModifierSource("strikethrough", isActive: isActive, pattern: pattern, color: color))
  }

  /// Sizes this view's text at `scale` relative to the text around it (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
    recorded(".textScale(\(scale))", isEnabled: isEnabled)
  }

  /// Lays this view's text out for `language` (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func typesettingLanguage(
    _ language: Locale.Language, isEnabled: Bool = true
  ) -> some View {
    recorded(
      ".typesettingLanguage(\(TypesettingLanguage.explicit(language)))", isEnabled: isEnabled)
  }

  /// Lays this view's text out for `language` (recorded).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func typesettingLanguage(
    _ language: TypesettingLanguage, isEnabled: Bool = true
  ) -> some View {
    recorded(".typesettingLanguage(\(language))", isEnabled: isEnabled)
  }

  /// Sets how lines of this view's text line up (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View {
    recorded(".multilineTextAlignment(strategy: \(strategy))")
  }

  /// Sets how the writing direction of this view's text is chosen (recorded).
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  nonisolated public func writingDirection(strategy: Text.WritingDirectionStrategy) -> some View {
    recorded(".writingDirection(strategy: \(strategy))")
  }

  /// Marks this view's content as private, to be hidden where others may see it (recorded).
  nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View {
    recorded(".privacySensitive(\(sensitive))")
  }

  /// Tags interactions with this view for activity tracking (recorded).
  nonisolated public func interactionActivityTrackingTag(_ tag: String) -> some View {
    recorded(".interactionActivityTrackingTag(\(tag.debugDescription))")
  }
}

extension View {
  /// Records `source` when `isEnabled`; otherwise this view with nothing recorded.
  nonisolated func recorded(_ source: String, isEnabled: Bool)
    -> ModifiedContent<Self, OptionalAttributeModifier>
  {
    modifier(OptionalAttributeModifier(attributes: isEnabled ? [.drawing(source)] : []))
  }
}
