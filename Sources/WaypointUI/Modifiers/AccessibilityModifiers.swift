extension View {
  /// Adds a label to the view that describes its contents; tests and renderers use it as the
  /// element's label.
  nonisolated public func accessibilityLabel(_ label: Text) -> some View {
    attribute(.accessibilityLabel(label.plainText))
  }

  /// Adds a label to the view that describes its contents.
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    attribute(.accessibilityLabel(String(label)))
  }

  /// Adds a label to the view that describes its contents.
  nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    attribute(.accessibilityLabel(label.resolved))
  }

  /// Uses the string you specify to identify the view.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    attribute(.accessibilityIdentifier(identifier))
  }

  /// Adds help text to a view.
  nonisolated public func help(_ text: Text) -> some View {
    attribute(.help(text.plainText))
  }

  /// Adds help text to a view.
  nonisolated public func help<S: StringProtocol>(_ text: S) -> some View {
    attribute(.help(String(text)))
  }

  /// Adds help text to a view.
  nonisolated public func help(_ text: LocalizedStringKey) -> some View {
    attribute(.help(text.resolved))
  }
}
