extension Picker {
  /// A picker whose label is a view, and whose current value has a label of its own (the
  /// options are listed with the chosen one checked, so the value label is not shown).
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(selection: selection, content: content, label: label)
  }

  /// A picker of many sources: their shared value is checked, choosing sets every source.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker of many sources, with a label for the current value (not shown here).
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(
      label: label(), selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker with a label view given first.
  @available(*, deprecated, renamed: "Picker(selection:content:label:)")
  @available(iOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(macOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(tvOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(watchOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  @available(visionOS, deprecated: 100000.0, renamed: "Picker(selection:content:label:)")
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content)
  {
    self.init(selection: selection, content: content) { label }
  }

  /// One selection for many sources: the first source's value; choosing sets every source.
  static func sourcesBinding<C: RandomAccessCollection>(
    _ sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>
  ) -> Binding<SelectionValue?> {
    Binding(
      get: { sources.first?[keyPath: selection].wrappedValue },
      set: { newValue in
        guard let newValue else { return }
        for source in sources { source[keyPath: selection].wrappedValue = newValue }
      })
  }
}

extension Picker where Label == Text {
  /// A picker titled with a localized key, with a label for the current value (not shown here).
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  /// A picker of many sources titled with a localized key.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Text(titleKey), selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker of many sources titled with a localized key, with a label for the current value.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(
      label: Text(titleKey), selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker titled with `title`, with a label for the current value (not shown here).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }

  /// A picker of many sources titled with `title`.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      label: Text(title), selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker of many sources titled with `title`, with a label for the current value.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(
      label: Text(title), selection: Self.sourcesBinding(sources, selection), content: content())
  }

}

extension Picker where Label == WaypointUI.Label<Text, Image> {
  /// A picker titled with a localized key and a system image.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      WaypointUI.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A picker titled with a localized key and a system image, with a label for the current value.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(selection: selection, content: content) {
      WaypointUI.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A picker of many sources titled with a localized key and a system image.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      label: WaypointUI.Label(titleKey, systemImage: systemImage),
      selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker of many sources titled with a localized key and a system image, with a label for the
  /// current value.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      label: WaypointUI.Label(titleKey, systemImage: systemImage),
      selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker titled with `title` and a system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      WaypointUI.Label(title, systemImage: systemImage)
    }
  }

  /// A picker titled with `title` and a system image, with a label for the current value.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(selection: selection, content: content) {
      WaypointUI.Label(title, systemImage: systemImage)
    }
  }

  /// A picker of many sources titled with `title` and a system image.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      label: WaypointUI.Label(title, systemImage: systemImage),
      selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker of many sources titled with `title` and a system image, with a label for the
  /// current value.
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      label: WaypointUI.Label(title, systemImage: systemImage),
      selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker titled with a localized key and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      WaypointUI.Label(titleKey, image: image)
    }
  }

  /// A picker titled with a localized key and an image resource, with a label for the current
  /// value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(selection: selection, content: content) {
      WaypointUI.Label(titleKey, image: image)
    }
  }

  /// A picker of many sources titled with a localized key and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      label: WaypointUI.Label(titleKey, image: image),
      selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker of many sources titled with a localized key and an image resource, with a label
  /// for the current value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      label: WaypointUI.Label(titleKey, image: image),
      selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker titled with `title` and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) {
      WaypointUI.Label(title, image: image)
    }
  }

  /// A picker titled with `title` and an image resource, with a label for the current value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(selection: selection, content: content) {
      WaypointUI.Label(title, image: image)
    }
  }

  /// A picker of many sources titled with `title` and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      label: WaypointUI.Label(title, image: image),
      selection: Self.sourcesBinding(sources, selection), content: content())
  }

  /// A picker of many sources titled with `title` and an image resource, with a label for the
  /// current value.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) where C.Element == Binding<SelectionValue> {
    self.init(
      label: WaypointUI.Label(title, image: image),
      selection: Self.sourcesBinding(sources, selection), content: content())
  }
}
