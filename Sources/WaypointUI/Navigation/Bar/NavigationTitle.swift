extension View {
  /// Titles the screen this view is in with `title`'s plain text: the navigation bar shows it, and
  /// the next screen's back button is labelled with it.
  nonisolated public func navigationTitle(_ title: Text) -> some View {
    preference(key: NavigationTitleKey.self, value: title.plainText)
  }

  /// Titles the screen this view is in with `titleKey` looked up as a localization key: the
  /// navigation bar shows it, and the next screen's back button is labelled with it.
  nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    preference(key: NavigationTitleKey.self, value: titleKey.resolved)
  }

  /// Titles the screen this view is in with `title` verbatim: the navigation bar shows it, and the
  /// next screen's back button is labelled with it.
  @_disfavoredOverload
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    preference(key: NavigationTitleKey.self, value: String(title))
  }

  /// Records `displayMode` (large, inline or automatic) on the navigation bar element of the screen
  /// this view is in.
  nonisolated public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    preference(key: NavigationTitleDisplayModeKey.self, value: displayMode)
  }

  /// Leaves the back button out of the navigation bar of the screen this view is in.
  nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true)
    -> some View
  {
    preference(key: BackButtonHiddenKey.self, value: hidesBackButton)
  }
}

extension View {
  /// A title whose place in the bar is a menu of `actions` (a title menu: a breadcrumb, say).
  nonisolated public func navigationTitle<S: StringProtocol, V: View>(
    _ title: S, @ViewBuilder actions: () -> V
  ) -> some View {
    titleMenu(String(title), actions: actions())
  }

  /// A title from a localized key whose place in the bar is a menu of `actions`.
  nonisolated public func navigationTitle<V: View>(
    _ titleKey: LocalizedStringKey, @ViewBuilder actions: () -> V
  ) -> some View {
    titleMenu(titleKey.resolved, actions: actions())
  }

  /// A text title whose place in the bar is a menu of `actions`.
  nonisolated public func navigationTitle<V: View>(_ title: Text, @ViewBuilder actions: () -> V)
    -> some View
  {
    titleMenu(title.plainText, actions: actions())
  }

  /// The title, and a menu titled with it in the title's place.
  nonisolated private func titleMenu<V: View>(_ title: String, actions: V) -> some View {
    navigationTitle(title)
      .toolbar {
        ToolbarItem(placement: .principal) {
          Menu(title) { actions }
        }
      }
  }
}
