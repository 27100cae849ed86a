import Foundation

/// `Text`'s own accessibility modifiers, which keep it a `Text`.
extension Text {
  /// Adds a label read instead of the text; tests and renderers use it as the element's label.
  public func accessibilityLabel(_ label: Text) -> Text {
    adding(.accessibilityLabel(label.plainText))
  }

  /// Adds a localized label read instead of the text.
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Text {
    adding(.accessibilityLabel(labelKey.resolved))
  }

  /// Adds a label read instead of the text.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Text {
    adding(.accessibilityLabel(String(label)))
  }

  /// Marks the text as a heading of `level` (recorded).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text {
    recorded(".accessibilityHeading(\(level))")
  }

  /// Says what kind of text this is, so it is read suitably (recorded).
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> Text {
    recorded(".accessibilityTextContentType(\(value))")
  }

  /// Reads punctuation aloud (recorded: nothing speaks here).
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
    recorded(".speechAlwaysIncludesPunctuation(\(value))")
  }

  /// Spells the text out letter by letter (recorded).
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
    recorded(".speechSpellsOutCharacters(\(value))")
  }

  /// Raises or lowers the pitch the text is spoken in, from -1 to 1 (recorded).
  public func speechAdjustedPitch(_ value: Double) -> Text {
    recorded(".speechAdjustedPitch(\(Font.number(value)))")
  }

  /// Queues announcements of the text behind the current speech (recorded).
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
    recorded(".speechAnnouncementsQueued(\(value))")
  }
}
