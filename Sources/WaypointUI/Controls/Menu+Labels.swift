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
}
