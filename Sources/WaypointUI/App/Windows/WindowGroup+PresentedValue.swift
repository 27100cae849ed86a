// The window groups whose windows present a value: `WindowGroup(for: Note.ID.self) { $id in … }`
// opens a window per value given to `openWindow(value:)`.

extension WindowGroup {
  /// Declares untitled windows that each present one `type` value, which `openWindow(id: id)` also
  /// opens: `content` gets a binding to the window's value, nil if it was opened without one.
  nonisolated public init<D, C>(
    id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(title: nil, id: id, content: PresentedWindowContent(content: content))
  }

  /// Declares untitled windows that each present one `type` value: `content` gets a binding to the
  /// window's value, nil if it was opened without one.
  nonisolated public init<D, C>(
    for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(title: nil, id: nil, content: PresentedWindowContent(content: content))
  }

  /// Declares windows titled with `title`'s plain text that each present one `type` value, which
  /// `openWindow(id: id)` also opens: `content` gets a binding to the window's value, nil if it was
  /// opened without one.
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(title: title.plainText, id: id, content: PresentedWindowContent(content: content))
  }

  /// Declares windows titled with `title`'s plain text that each present one `type` value:
  /// `content` gets a binding to the window's value, nil if it was opened without one.
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(title: title.plainText, id: nil, content: PresentedWindowContent(content: content))
  }

  /// Declares windows titled with `titleKey` looked up as a localization key, that each present one
  /// `type` value, which `openWindow(id: id)` also opens: `content` gets a binding to the window's
  /// value, nil if it was opened without one.
  nonisolated public init<D, C>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(title: titleKey.resolved, id: id, content: PresentedWindowContent(content: content))
  }

  /// Declares windows titled with `titleKey` looked up as a localization key, that each present one
  /// `type` value: `content` gets a binding to the window's value, nil if it was opened without
  /// one.
  nonisolated public init<D, C>(
    _ titleKey: LocalizedStringKey, for type: D.Type,
    @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(title: titleKey.resolved, id: nil, content: PresentedWindowContent(content: content))
  }

  /// Declares windows titled `title` verbatim that each present one `type` value, which
  /// `openWindow(id: id)` also opens: `content` gets a binding to the window's value, nil if it was
  /// opened without one.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, D, C>(
    _ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(title: String(title), id: id, content: PresentedWindowContent(content: content))
  }

  /// Declares windows titled `title` verbatim that each present one `type` value: `content` gets a
  /// binding to the window's value, nil if it was opened without one.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, D, C>(
    _ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(title: String(title), id: nil, content: PresentedWindowContent(content: content))
  }

  /// Declares untitled windows that each present one `type` value, which `openWindow(id: id)` also
  /// opens: `content` gets a binding to the window's value, reading `defaultValue()` until it has
  /// one.
  nonisolated public init<D, C>(
    id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      title: nil, id: id,
      content: PresentedWindowContent(content: PresentedValue.defaulting(content, to: defaultValue))
    )
  }

  /// Declares untitled windows that each present one `type` value: `content` gets a binding to the
  /// window's value, reading `defaultValue()` until it has one.
  nonisolated public init<D, C>(
    for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      title: nil, id: nil,
      content: PresentedWindowContent(content: PresentedValue.defaulting(content, to: defaultValue))
    )
  }

  /// Declares windows titled with `title`'s plain text that each present one `type` value, which
  /// `openWindow(id: id)` also opens: `content` gets a binding to the window's value, reading
  /// `defaultValue()` until it has one.
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ title: Text, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      title: title.plainText, id: id,
      content: PresentedWindowContent(content: PresentedValue.defaulting(content, to: defaultValue))
    )
  }

  /// Declares windows titled with `title`'s plain text that each present one `type` value:
  /// `content` gets a binding to the window's value, reading `defaultValue()` until it has one.
  @_disfavoredOverload
  nonisolated public init<D, C>(
    _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      title: title.plainText, id: nil,
      content: PresentedWindowContent(content: PresentedValue.defaulting(content, to: defaultValue))
    )
  }

  /// Declares windows titled with `titleKey` looked up as a localization key, that each present one
  /// `type` value, which `openWindow(id: id)` also opens: `content` gets a binding to the window's
  /// value, reading `defaultValue()` until it has one.
  nonisolated public init<D, C>(
    _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      title: titleKey.resolved, id: id,
      content: PresentedWindowContent(content: PresentedValue.defaulting(content, to: defaultValue))
    )
  }

  /// Declares windows titled with `titleKey` looked up as a localization key, that each present one
  /// `type` value: `content` gets a binding to the window's value, reading `defaultValue()` until
  /// it has one.
  nonisolated public init<D, C>(
    _ titleKey: LocalizedStringKey, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      title: titleKey.resolved, id: nil,
      content: PresentedWindowContent(content: PresentedValue.defaulting(content, to: defaultValue))
    )
  }

  /// Declares windows titled `title` verbatim that each present one `type` value, which
  /// `openWindow(id: id)` also opens: `content` gets a binding to the window's value, reading
  /// `defaultValue()` until it has one.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, D, C>(
    _ title: S, id: String, for type: D.Type = D.self,
    @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      title: String(title), id: id,
      content: PresentedWindowContent(content: PresentedValue.defaulting(content, to: defaultValue))
    )
  }

  /// Declares windows titled `title` verbatim that each present one `type` value: `content` gets a
  /// binding to the window's value, reading `defaultValue()` until it has one.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, D, C>(
    _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
    defaultValue: @escaping () -> D
  ) where Content == PresentedWindowContent<D, C>, D: Decodable & Encodable & Hashable, C: View {
    self.init(
      title: String(title), id: nil,
      content: PresentedWindowContent(content: PresentedValue.defaulting(content, to: defaultValue))
    )
  }
}

extension PresentedValue {
  /// `content` given a binding that reads `defaultValue()` while the window has no value.
  static func defaulting<D, C>(
    _ content: @escaping (Binding<D>) -> C, to defaultValue: @escaping () -> D
  ) -> (Binding<D?>) -> C {
    { optional in
      content(
        Binding(
          get: { optional.wrappedValue ?? defaultValue() },
          set: { optional.wrappedValue = $0 }))
    }
  }
}
