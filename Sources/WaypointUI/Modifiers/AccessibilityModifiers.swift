extension View {
  /// Records `label`'s plain text as the element's label, which then stands for the view's own
  /// text: the driver finds the element by it and renderers announce it.
  nonisolated public func accessibilityLabel(_ label: Text) -> some View {
    attribute(.accessibilityLabel(label.plainText))
  }

  /// Records `label`, verbatim, as the element's label in place of its own text.
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    attribute(.accessibilityLabel(String(label)))
  }

  /// Records the key `label` as written, interpolations formatted (there are no string
  /// tables), as the element's label in place of its own text.
  nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    attribute(.accessibilityLabel(label.resolved))
  }

  /// Tags the element with `identifier` for tests: `ViewHost.tap(id:)` and
  /// `element(identifiedBy:)` find it by this, and a browser gets it as `data-testid`.
  nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
    attribute(.accessibilityIdentifier(identifier))
  }

  /// Records `text`'s plain text as the element's help: a browser shows it as a tooltip
  /// (`title`), and the GTK backend gives it as the accessible description.
  nonisolated public func help(_ text: Text) -> some View {
    attribute(.help(text.plainText))
  }

  /// Records `text`, verbatim, as the element's help (a tooltip in a browser).
  nonisolated public func help<S: StringProtocol>(_ text: S) -> some View {
    attribute(.help(String(text)))
  }

  /// Records the key `text` as written, interpolations formatted, as the element's help.
  nonisolated public func help(_ text: LocalizedStringKey) -> some View {
    attribute(.help(text.resolved))
  }
}
