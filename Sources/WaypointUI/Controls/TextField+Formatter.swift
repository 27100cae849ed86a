import Foundation

// TextField's `Formatter` forms, which format and parse through the formatter, its optional
// format-style values, and the forms with `prompt` and `axis` together.
extension TextField where Label == Text {
  /// A text field with a prompt that may grow along `axis` (renderers decide).
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, title: titleKey.resolved, label: Text(titleKey))
  }

  /// A text field showing `value` as `formatter` writes it; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: nil, title: titleKey.resolved,
      label: Text(titleKey), onCommit: nil)
  }

  /// A text field showing `value` as `formatter` writes it, with a prompt; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: prompt, title: titleKey.resolved,
      label: Text(titleKey), onCommit: nil)
  }

  /// A text field editing an optional `value` through `format`: empty text sets nil.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: FormattedText.binding(value, format), prompt: prompt, title: titleKey.resolved,
      label: Text(titleKey))
  }

  /// A text field with a prompt that may grow along `axis` (renderers decide).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.init(text: text, prompt: prompt, title: String(title), label: Text(title))
  }

  /// A text field showing `value` as `formatter` writes it; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: nil, title: String(title),
      label: Text(title), onCommit: nil)
  }

  /// A text field showing `value` as `formatter` writes it, with a prompt; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: prompt, title: String(title),
      label: Text(title), onCommit: nil)
  }

  /// A text field editing an optional `value` through `format`: empty text sets nil.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: FormattedText.binding(value, format), prompt: prompt, title: String(title),
      label: Text(title))
  }
}

extension TextField {
  /// A text field with a label view, growing along `axis` (renderers decide).
  public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(text: text, prompt: prompt, label: label)
  }

  /// A text field with a label view, editing `value` through `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: FormattedText.binding(value, format), prompt: prompt, label: label)
  }

  /// A text field with a label view, editing an optional `value` through `format`.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(text: FormattedText.binding(value, format), prompt: prompt, label: label)
  }

  /// A text field with a label view, showing `value` through `formatter`.
  public init<V>(
    value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(text: FormattedText.binding(value, formatter), prompt: prompt, label: label)
  }
}

/// Text bindings over values shown through a formatter or a format style.
enum FormattedText {
  /// `value` as `formatter` writes it; text it reads sets the value.
  static func binding<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
    Binding(
      get: { formatter.string(for: value.wrappedValue) ?? "" },
      set: { text in
        if let parsed = parse(text, formatter, as: V.self) { value.wrappedValue = parsed }
      })
  }

  /// What `formatter` reads from `text`, as a `V`: numbers and dates are read, as Linux's
  /// `Formatter` has no public general reading.
  static func parse<V>(_ text: String, _ formatter: Formatter, as type: V.Type) -> V? {
    if let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) {
      if V.self == Decimal.self { return number.decimalValue as? V }
      return number as? V
    }
    if let dates = formatter as? DateFormatter, let date = dates.date(from: text) {
      return date as? V
    }
    if let dates = formatter as? ISO8601DateFormatter, let date = dates.date(from: text) {
      return date as? V
    }
    return text as? V
  }

  /// An optional `value` through `format`: empty text sets nil, text that parses sets the value.
  static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput?>, _ format: F)
    -> Binding<String> where F.FormatOutput == String
  {
    Binding(
      get: { value.wrappedValue.map(format.format) ?? "" },
      set: { text in
        if text.isEmpty {
          value.wrappedValue = nil
        } else if let parsed = try? format.parseStrategy.parse(text) {
          value.wrappedValue = parsed
        }
      })
  }

  /// `value` through `format`: text that parses sets the value.
  static func binding<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F)
    -> Binding<String> where F.FormatOutput == String
  {
    Binding(
      get: { format.format(value.wrappedValue) },
      set: { text in
        if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
      })
  }
}
