/// A container for the actions of a context menu, as the deprecated `.contextMenu(_:)` takes it.
public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems

  /// A context menu of `menuItems`.
  public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}
