extension View {
  /// Configures the view's title for purposes of navigation, using a text view.
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    preference(key: NavigationTitleKey.self, value: title.plainText)
  }

  /// Configures the view's title for purposes of navigation, using a localized string.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    preference(key: NavigationTitleKey.self, value: titleKey.resolved)
  }

  /// Configures the view's title for purposes of navigation, using a string.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    preference(key: NavigationTitleKey.self, value: String(title))
  }

  /// Configures the title display mode for this view.
  nonisolated public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
  }

  /// Hides the navigation bar back button for the view.
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  {
    preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
  }
}
