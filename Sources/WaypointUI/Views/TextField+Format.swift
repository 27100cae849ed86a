import Foundation

extension TextField where Label == Text {
  /// A text field editing `value` through `format`: it shows the formatted value; text that
  /// parses sets the value, text that does not is refused and the formatted value stays.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: Self.formatted(value, format), prompt: prompt, title: String(title), label: Text(title))
  }

  /// A text field titled with a localized key, editing `value` through `format`.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: Self.formatted(value, format), prompt: prompt, title: titleKey.resolved,
      label: Text(titleKey))
  }

  /// The value as text, parsed back when set.
  private static func formatted<F: ParseableFormatStyle>(
    _ value: Binding<F.FormatInput>, _ format: F
  ) -> Binding<String> where F.FormatOutput == String {
    Binding(
      get: { format.format(value.wrappedValue) },
      set: { text in
        if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
      })
  }
}
