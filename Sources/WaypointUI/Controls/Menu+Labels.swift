extension Menu where Label == Text {
  /// Creates a menu with a custom primary action that generates its label from a localized
  /// string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// Creates a menu with a custom primary action that generates its label from a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == WaypointUI.Label<Text, Image> {
  /// Creates a menu that generates its label from a localized string key and system image.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { WaypointUI.Label(titleKey, systemImage: systemImage) }
  }

  /// Creates a menu with a custom primary action that generates its label from a localized
  /// string key and system image.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(
      content: content, label: { WaypointUI.Label(titleKey, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  /// Creates a menu that generates its label from a localized string key and an image
  /// resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { WaypointUI.Label(titleKey, image: image) }
  }

  /// Creates a menu that generates its label from a string and an image resource.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { WaypointUI.Label(title, image: image) }
  }

  /// Creates a menu with a custom primary action that generates its label from a localized
  /// string key and an image resource.
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
