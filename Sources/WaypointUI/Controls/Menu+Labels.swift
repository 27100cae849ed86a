extension Menu where Label == Text {
  /// Makes a menu titled `titleKey`, a localization key, whose button runs `primaryAction`;
  /// the items open as a context menu does.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// Makes a menu titled `title`, shown verbatim, whose button runs `primaryAction`; the items
  /// open as a context menu does.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == WaypointUI.Label<Text, Image> {
  /// Makes a menu whose button shows the localized `titleKey` beside the symbol `systemImage`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { WaypointUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Makes a menu labeled with the localized `titleKey` and the symbol `systemImage`; its
  /// button runs `primaryAction`, and the items open as a context menu does.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { WaypointUI.Label(titleKey, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  /// Makes a menu whose button shows the localized `titleKey` beside the asset `image`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { WaypointUI.Label(titleKey, image: image) }
  }

  /// Makes a menu whose button shows `title`, verbatim, beside the asset `image`.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { WaypointUI.Label(title, image: image) }
  }

  /// Makes a menu labeled with the localized `titleKey` and the asset `image`; its button runs
  /// `primaryAction`, and the items open as a context menu does.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { WaypointUI.Label(titleKey, image: image) },
      primaryAction: primaryAction)
  }
}
