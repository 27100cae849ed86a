extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// A toggle of a style's configuration: its label and its state.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.init(isOn: configuration.$isOn) { configuration.label }
  }
}

/// One on-off state for many sources: on while every source is on; setting it sets them all.
func combinedToggle<C: RandomAccessCollection>(
  _ sources: C, _ isOn: KeyPath<C.Element, Binding<Bool>>
)
  -> Binding<Bool>
{
  Binding(
    get: { !sources.isEmpty && sources.allSatisfy { $0[keyPath: isOn].wrappedValue } },
    set: { newValue in
      for source in sources { source[keyPath: isOn].wrappedValue = newValue }
    })
}

extension Toggle {
  /// A toggle of many sources with a label view: on while all are, setting all of them.
  public init<C: RandomAccessCollection>(
    sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
  ) {
    self.init(isOn: combinedToggle(sources, isOn), label: label)
  }
}

extension Toggle where Label == Text {
  /// A toggle of many sources titled with a localized key.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(titleKey, isOn: combinedToggle(sources, isOn))
  }

  /// A toggle of many sources titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(title, isOn: combinedToggle(sources, isOn))
  }
}

extension Toggle where Label == WaypointUI.Label<Text, Image> {
  /// A toggle of many sources with a system image, titled with a localized key.
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(titleKey, systemImage: systemImage, isOn: combinedToggle(sources, isOn))
  }

  /// A toggle of many sources with a system image, titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(title, systemImage: systemImage, isOn: combinedToggle(sources, isOn))
  }

  /// A toggle of many sources with an image resource, titled with a localized key.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(titleKey, image: image, isOn: combinedToggle(sources, isOn))
  }

  /// A toggle of many sources with an image resource, titled `title`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(title, image: image, isOn: combinedToggle(sources, isOn))
  }
}
