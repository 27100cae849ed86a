import CGTK
import Waypoint

/// A window's header bar: the back button, the title, and the toolbar items of the screen in
/// front when that screen is in this window (the main window's, or a sheet's over it).
@MainActor
final class WindowHeader {
  /// The `GtkHeaderBar`, the window's title bar.
  let bar: Widget
  private let back: Widget
  private let title: Widget
  private let items: HeaderItems

  /// A header bar whose back button calls `goBack` and whose items tap through `runtime`.
  init(
    runtime: ViewRuntime, goBack: @escaping @MainActor () -> Void,
    needsRender: @escaping @MainActor () -> Void
  ) {
    bar = gtk_header_bar_new()!
    back = gtk_button_new_from_icon_name("go-previous-symbolic")!
    wp_accessible_label(back, "Back")
    gtk_header_bar_pack_start(wp_header_bar(bar), back)
    title = gtk_label_new(nil)!
    gtk_widget_add_css_class(title, "title")
    gtk_header_bar_set_title_widget(wp_header_bar(bar), title)
    items = HeaderItems(runtime: runtime, needsRender: needsRender)
    Signals.connect(back, "clicked") { goBack() }
  }

  /// The header bar's buttons for toolbar items, by the control each taps.
  var itemButtons: [(ElementID, Widget)] { items.buttons }

  /// Shows `backButton` (hidden when nil), `toolbarItems` and `text` as the title (nil keeps
  /// the title it has: a window beneath a sheet).
  func show(backButton: Element?, toolbarItems: [HeaderItems.Item], title text: String?) {
    items.show(toolbarItems, in: bar)
    gtk_widget_set_visible(back, backButton == nil ? 0 : 1)
    if let backButton, !backButton.label.isEmpty {
      gtk_widget_set_tooltip_text(back, backButton.label)
    }
    if let text, String(cString: gtk_label_get_text(wp_label(title))) != text {
      gtk_label_set_text(wp_label(title), text)
    }
  }

  /// The front screen's toolbar items a header bar shows, each with the control in it that a
  /// click taps, and whether it goes at the bar's start (`cancellationAction`, `navigation`).
  static func toolbarItems(of screen: Element?) -> [HeaderItems.Item] {
    guard let bar = screen?.navigationBar else { return [] }
    return bar.contentChildren.compactMap { item in
      guard case .toolbarItem(let info) = item.role, item.offScreenReason == nil,
        let control = item.allElements.first(where: { $0.actions.contains(.tap) })
      else { return nil }
      return HeaderItems.Item(
        item: item, control: control, isLeading: info.placement.isLeadingInBar)
    }
  }
}
