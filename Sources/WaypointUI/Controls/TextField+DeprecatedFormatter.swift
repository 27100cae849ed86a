import Foundation

// The deprecated forms that edit a value through a `Formatter`, with `onCommit` and
// `onEditingChanged`: Return runs `onCommit`; editing's beginning and end are not reported.
extension TextField where Label == Text {
  /// A text field showing `value` as `formatter` writes it; Return also runs `onCommit`; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: nil, title: titleKey.resolved,
      label: Text(titleKey), onCommit: onCommit)
  }

  /// A text field showing `value` as `formatter` writes it; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: nil, title: titleKey.resolved,
      label: Text(titleKey), onCommit: nil)
  }

  /// A text field showing `value` as `formatter` writes it; Return also runs `onCommit`; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  public init<V>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
    onCommit: @escaping () -> Void
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: nil, title: titleKey.resolved,
      label: Text(titleKey), onCommit: onCommit)
  }

  /// A text field showing `value` as `formatter` writes it; Return also runs `onCommit`; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: nil, title: String(title),
      label: Text(title), onCommit: onCommit)
  }

  /// A text field showing `value` as `formatter` writes it; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: nil, title: String(title),
      label: Text(title), onCommit: nil)
  }

  /// A text field showing `value` as `formatter` writes it; Return also runs `onCommit`; text the formatter reads sets
  /// the value, other text is refused and the formatted value stays.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @_disfavoredOverload
  public init<S: StringProtocol, V>(
    _ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void
  ) {
    self.init(
      text: FormattedText.binding(value, formatter), prompt: nil, title: String(title),
      label: Text(title), onCommit: onCommit)
  }
}
