import CGTK
import Waypoint

/// What assistive technologies read of a widget, from its element: GTK gives each widget its
/// role (a button, a text field, a switch); the name, value and state come from the tree.
@MainActor
enum Accessibility {
  static func describe(_ widget: Widget, kind: WidgetKind, element: Element) {
    // A label's name is its text, and a scroll view's content speaks for itself.
    let named = kind != .label && kind != .scroll && kind != .separator && kind != .paint
    let name = element.label
    if named, !name.isEmpty { wp_accessible_label(widget, name) }
    for attribute in element.attributes {
      if case .help(let text) = attribute { wp_accessible_description(widget, text) }
    }
    switch element.role {
    case .progress(let value?, let total) where total > 0 && kind == .progress:
      wp_accessible_value_text(widget, "\(Int((value / total * 100).rounded()))%")
    case .row(let isSelected):
      wp_accessible_selected(widget, isSelected ? 1 : 0)
    case .tab(let info):
      wp_accessible_selected(widget, info.isSelected ? 1 : 0)
    default:
      break
    }
    wp_accessible_disabled(widget, element.isEnabled ? 0 : 1)
  }
}
