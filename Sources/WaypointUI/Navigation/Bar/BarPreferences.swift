/// The title a screen asked for with `navigationTitle`; the outermost one wins.
///
/// The bar keys are navigation-scoped: the container showing the screen reads them for its
/// bar (see `ScreenChrome`), and they go no further.
struct NavigationTitleKey: NavigationScopedPreferenceKey {
  static var defaultValue: String? { nil }
  static func reduce(value: inout String?, nextValue: () -> String?) {
    if value == nil { value = nextValue() }
  }
}

/// The title display mode a screen asked for.
struct NavigationTitleDisplayModeKey: NavigationScopedPreferenceKey {
  static var defaultValue: NavigationBarItem.TitleDisplayMode? { nil }
  static func reduce(
    value: inout NavigationBarItem.TitleDisplayMode?,
    nextValue: () -> NavigationBarItem.TitleDisplayMode?
  ) {
    if value == nil { value = nextValue() }
  }
}

/// Whether a screen asked to hide its back button.
struct BackButtonHiddenKey: NavigationScopedPreferenceKey {
  static var defaultValue: Bool { false }
  static func reduce(value: inout Bool, nextValue: () -> Bool) {
    value = value || nextValue()
  }
}

/// A screen's toolbar items, as elements, in declaration order.
struct ToolbarItemsKey: NavigationScopedPreferenceKey {
  static var defaultValue: [Element] { [] }
  static func reduce(value: inout [Element], nextValue: () -> [Element]) {
    value += nextValue()
  }
}
