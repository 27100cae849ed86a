/// The items of a context menu kept as a value for the deprecated `.contextMenu(_:)`, which
/// offers them exactly as `.contextMenu(menuItems:)` would.
@available(*, deprecated, message: "Use `contextMenu(menuItems:)` instead.")
@available(
  iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `contextMenu(menuItems:)` instead."
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "Use `contextMenu(menuItems:)` instead."
)
@available(watchOS, introduced: 6.0, deprecated: 7.0)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "Use `contextMenu(menuItems:)` instead."
)
public struct ContextMenu<MenuItems: View> {
  /// The menu's items.
  let menuItems: MenuItems

  /// Creates a context menu of the given items.
  public init(@ViewBuilder menuItems: () -> MenuItems) {
    self.menuItems = menuItems()
  }

  /// How `.contextMenu(_:)` applies this menu to `content`: as `.contextMenu(menuItems:)`.
  func asModifier() -> some ViewModifier { ContextMenuModifier(items: menuItems) }
}
