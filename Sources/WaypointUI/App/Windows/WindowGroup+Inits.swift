// The initializers taking an escaping view builder (`makeContent:`), and the deprecated
// `content:` forms with a `Text` or string title; the others are in App.swift.

extension WindowGroup {
  /// Creates a window group with an identifier, whose windows each show `makeContent()`.
  nonisolated public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
    self.init(title: nil, id: id, content: makeContent())
  }

  /// Creates a window group with a title and an identifier.
  @_disfavoredOverload
  nonisolated public init(
    _ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: title.plainText, id: id, content: makeContent())
  }

  /// Creates a window group with a localized title and an identifier.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: titleKey.resolved, id: id, content: makeContent())
  }

  /// Creates a window group with a title string and an identifier.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: String(title), id: id, content: makeContent())
  }

  /// Creates a window group whose windows each show `makeContent()`.
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {
    self.init(title: nil, id: nil, content: makeContent())
  }

  /// Creates a window group with a title.
  @_disfavoredOverload
  nonisolated public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
    self.init(title: title.plainText, id: nil, content: makeContent())
  }

  /// Creates a window group with a localized title.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: titleKey.resolved, id: nil, content: makeContent())
  }

  /// Creates a window group with a title string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder makeContent: @escaping () -> Content
  ) {
    self.init(title: String(title), id: nil, content: makeContent())
  }

  /// Creates a window group with a title and an identifier.
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

  /// Creates a window group with a title string and an identifier.
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

  /// Creates a window group with a title.
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
