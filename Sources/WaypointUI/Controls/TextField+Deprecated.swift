import Foundation

// The deprecated `onCommit` and `onEditingChanged` forms: Return runs `onCommit`; the beginning
// and end of editing are not reported here, as fields have no focus events.
extension TextField where Label == Text {
  /// A text field editing `text`; Return also runs `onCommit`.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(
      text: text, prompt: nil, title: titleKey.resolved, label: Text(titleKey), onCommit: onCommit)
  }

  /// A text field editing `text`; `onEditingChanged` is not called: fields report no focus here.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(
      text: text, prompt: nil, title: titleKey.resolved, label: Text(titleKey), onCommit: nil)
  }

  /// A text field editing `text`; Return also runs `onCommit`.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(
      text: text, prompt: nil, title: titleKey.resolved, label: Text(titleKey), onCommit: onCommit)
  }

  /// A text field editing `text`; Return also runs `onCommit`.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void
  ) {
    self.init(text: text, prompt: nil, title: String(title), label: Text(title), onCommit: onCommit)
  }

  /// A text field editing `text`; `onEditingChanged` is not called: fields report no focus here.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(text: text, prompt: nil, title: String(title), label: Text(title), onCommit: nil)
  }

  /// A text field editing `text`; Return also runs `onCommit`.
  @available(
    *, deprecated,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, prompt: nil, title: String(title), label: Text(title), onCommit: onCommit)
  }
}
