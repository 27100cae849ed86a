import Foundation

// The deprecated `onCommit` form: Return runs `onCommit`.
extension SecureField where Label == Text {
  /// A secure field editing `text`; Return also runs `onCommit`.
  @available(
    *, deprecated,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    field = TextField(
      text: text, prompt: nil, title: titleKey.resolved, label: Text(titleKey), onCommit: onCommit)
  }

  /// A secure field editing `text`; Return also runs `onCommit`.
  @available(
    *, deprecated,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message:
      "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
  )
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void)
  {
    field = TextField(
      text: text, prompt: nil, title: String(title), label: Text(title), onCommit: onCommit)
  }

}
