// The initializers taking an escaping view builder (`makeContent:`), and the deprecated
// `content:` forms with a `Text` or string title; the others are in App.swift.

extension WindowGroup {
  /// Declares untitled windows showing `makeContent()`, which `openWindow(id: id)` opens.
  nonisolated public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
    self.init(title: nil, id: id, content: makeContent())
  }

  /// Declares windows showing `makeContent()`, titled with `title`'s plain text, which
  /// `openWindow(id: id)` opens.
  @_disfavoredOverload
  nonisolated public init(
    _ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: title.plainText, id: id, content: makeContent())
  }

  /// Declares windows showing `makeContent()`, titled with `titleKey` looked up as a localization
  /// key, which `openWindow(id: id)` opens.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: titleKey.resolved, id: id, content: makeContent())
  }

  /// Declares windows showing `makeContent()`, titled `title` verbatim, which `openWindow(id: id)`
  /// opens.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: String(title), id: id, content: makeContent())
  }

  /// Declares untitled windows showing `makeContent()`.
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {
    self.init(title: nil, id: nil, content: makeContent())
  }

  /// Declares windows showing `makeContent()`, titled with `title`'s plain text.
  @_disfavoredOverload
  nonisolated public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
    self.init(title: title.plainText, id: nil, content: makeContent())
  }

  /// Declares windows showing `makeContent()`, titled with `titleKey` looked up as a localization
  /// key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: titleKey.resolved, id: nil, content: makeContent())
  }

  /// Declares windows showing `makeContent()`, titled `title` verbatim.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: String(title), id: nil, content: makeContent())
  }

  /// Declares windows showing `content`, titled with `title`'s plain text, which
  /// `openWindow(id: id)` opens; `init(_:id:makeContent:)` replaces it.
  @available(
    *, deprecated, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(_:id:makeContent:)")
  @_disfavoredOverload
  public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: title.plainText, id: id, content: content())
  }

  /// Declares windows showing `content`, titled `title` verbatim, which `openWindow(id: id)` opens;
  /// `init(_:id:makeContent:)` replaces it.
  @available(
    *, deprecated, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(_:id:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(_:id:makeContent:)")
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: id, content: content())
  }

  /// Declares windows showing `content`, titled with `title`'s plain text; `init(_:makeContent:)`
  /// replaces it.
  @available(
    *, deprecated, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 15.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 11.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 2.0, renamed: "init(_:makeContent:)",
    message: "Use the initializer which takes an escaping view builder instead."
  )
  @_disfavoredOverload
  public init(_ title: Text, @ViewBuilder content: () -> Content) {
    self.init(title: title.plainText, id: nil, content: content())
  }
}
