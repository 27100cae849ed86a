import CGTK
import Waypoint

/// The front screen's toolbar items as buttons in the window's header bar, where a GNOME app
/// keeps its actions: leading ones after the back button, the others at the bar's end.
@MainActor
final class HeaderItems {
  /// One toolbar item, and the control in it a click taps.
  struct Item {
    var item: Element
    var control: Element
    var isLeading: Bool
  }

  private let runtime: ViewRuntime
  private let needsRender: @MainActor () -> Void
  private var shown: [(item: ElementID, control: ElementID, button: Widget)] = []

  init(runtime: ViewRuntime, needsRender: @escaping @MainActor () -> Void) {
    self.runtime = runtime
    self.needsRender = needsRender
  }

  /// The buttons shown, by the item's control.
  var buttons: [(ElementID, Widget)] { shown.map { ($0.control, $0.button) } }

  /// Shows `items` in `header`: the same buttons while the items are the same ones.
  func show(_ items: [Item], in header: Widget) {
    if items.map(\.item.id) != shown.map(\.item) || items.map(\.control.id) != shown.map(\.control)
    {
      for entry in shown { gtk_header_bar_remove(wp_header_bar(header), entry.button) }
      shown = []
      // pack_end packs from the end inwards: the last trailing item goes first.
      for item in items where item.isLeading {
        shown.append(add(item, to: header, atStart: true))
      }
      for item in items.reversed() where !item.isLeading {
        shown.append(add(item, to: header, atStart: false))
      }
    }
    for entry in shown {
      guard let control = runtime.element(withID: entry.control) else { continue }
      gtk_widget_set_sensitive(entry.button, control.isEnabled ? 1 : 0)
      if let label = gtk_button_get_label(wp_button(entry.button)),
        String(cString: label) != control.label
      {
        gtk_button_set_label(wp_button(entry.button), control.label)
      }
    }
  }

  private func add(_ item: Item, to header: Widget, atStart: Bool) -> (ElementID, ElementID, Widget)
  {
    let button = gtk_button_new_with_label(item.control.label)!
    let id = item.control.id
    Signals.connect(button, "clicked") { [weak self] in
      guard let self, let control = self.runtime.element(withID: id) else { return }
      try? self.runtime.perform(.tap, on: control)
      self.needsRender()
    }
    if atStart {
      gtk_header_bar_pack_start(wp_header_bar(header), button)
    } else {
      gtk_header_bar_pack_end(wp_header_bar(header), button)
    }
    return (item.item.id, id, button)
  }
}
