import WaypointCore

/// The navigation bar modifiers of iOS 13, which older apps use everywhere: each does what its
/// replacement does.
extension View {
  /// Sets the navigation title from a text view.
  @available(*, deprecated, renamed: "navigationTitle(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  nonisolated public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title from a localized string key.
  @available(*, deprecated, renamed: "navigationTitle(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey)
  }

  /// Sets the navigation title from a string.
  @available(*, deprecated, renamed: "navigationTitle(_:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @available(macOS, unavailable)
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// Sets the navigation title from a text view, and how the bar shows it.
  @available(
    *, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(macOS, unavailable)
  nonisolated public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the navigation title from a localized string key, and how the bar shows it.
  @available(
    *, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(macOS, unavailable)
  nonisolated public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }

  /// Sets the navigation title from a string, and how the bar shows it.
  @available(
    *, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(
    iOS, introduced: 14.0, deprecated: 100000.0,
    message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @available(macOS, unavailable)
  @_disfavoredOverload
  nonisolated public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// Hides or shows the navigation bar, as `toolbar(.hidden, for: .navigationBar)` does.
  @available(*, deprecated, message: "Use toolbar(.hidden)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use toolbar(.hidden)")
  @available(macOS, unavailable)
  nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
    toolbar(hidden ? .hidden : .visible, for: .navigationBar)
  }

  /// Sets the navigation title from a binding: the bar shows its current value (renaming it in
  /// place is recorded — neither renderer edits titles).
  nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(title.wrappedValue).recorded(".navigationTitle($title)")
  }

  /// A subtitle under the navigation title (recorded: the bars here show one line).
  nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View {
    recorded(".navigationSubtitle(\(subtitle.plainText.debugDescription))")
  }

  /// A subtitle under the navigation title, from a localized key (recorded).
  nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    recorded(".navigationSubtitle(\(subtitleKey.resolved.debugDescription))")
  }

  /// A subtitle under the navigation title, from a string (recorded).
  @_disfavoredOverload
  nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    recorded(".navigationSubtitle(\(String(subtitle).debugDescription))")
  }

  /// Shows or hides the disclosure indicator of the navigation links inside (recorded on the
  /// links' container, and readable as `\.navigationLinkIndicatorVisibility`).
  nonisolated public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> some View {
    environment(\.navigationLinkIndicatorVisibility, visibility)
      .recorded(".navigationLinkIndicatorVisibility(.\(visibility.rawValue))")
  }
}

/// The size of the rows of a sidebar list.
public enum SidebarRowSize: Sendable, Hashable {
  /// Small rows.
  case small
  /// Medium rows, the default.
  case medium
  /// Large rows.
  case large
}

private struct SidebarRowSizeKey: EnvironmentKey {
  static let defaultValue = SidebarRowSize.medium
}

private struct NavigationLinkIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
  /// The size of the rows of sidebar lists inside (`.medium` unless set).
  public var sidebarRowSize: SidebarRowSize {
    get { self[SidebarRowSizeKey.self] }
    set { self[SidebarRowSizeKey.self] = newValue }
  }

  /// Whether navigation links inside show their disclosure indicator (`.automatic` unless set).
  public var navigationLinkIndicatorVisibility: Visibility {
    get { self[NavigationLinkIndicatorVisibilityKey.self] }
    set { self[NavigationLinkIndicatorVisibilityKey.self] = newValue }
  }
}

extension View {
  /// Titles the screen this view is in with `titleResource` resolved: the navigation bar shows it,
  /// and the next screen's back button is labelled with it.
  @_disfavoredOverload
  nonisolated public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
    navigationTitle(Text(titleResource))
  }

  /// A subtitle under the navigation title, from a string resource (recorded).
  @_disfavoredOverload
  nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringResource) -> some View {
    navigationSubtitle(Text(subtitleKey))
  }
}
