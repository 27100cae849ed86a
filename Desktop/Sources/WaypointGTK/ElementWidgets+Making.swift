import CGTK
import Foundation
import Waypoint

/// Making each kind of widget, and what its signals do.
extension ElementWidgets {

  func make(_ kind: WidgetKind, for id: ElementID) -> (Widget, Surface?, PaintingBox?) {
    if kind == .paint {
      let (area, box) = PaintingBox.makeArea()
      return (area, nil, box)
    }
    let (widget, inner) = makeWidget(kind, for: id)
    return (widget, inner, nil)
  }

  func makeWidget(_ kind: WidgetKind, for id: ElementID) -> (Widget, Surface?) {
    switch kind {
    case .label:
      let label = gtk_label_new(nil)!
      gtk_label_set_ellipsize(wp_label(label), PANGO_ELLIPSIZE_END)
      gtk_label_set_xalign(wp_label(label), 0)
      gtk_label_set_yalign(wp_label(label), 0)
      // Clicks go to what is beneath: the button a label is drawn in.
      gtk_widget_set_can_target(label, 0)
      return (label, nil)
    case .button, .labelledButton:
      let button = gtk_button_new()!
      gtk_button_set_has_frame(wp_button(button), 0)
      gtk_widget_set_focus_on_click(button, 0)
      if kind == .labelledButton {
        let label = gtk_label_new(nil)!
        gtk_label_set_ellipsize(wp_label(label), PANGO_ELLIPSIZE_END)
        gtk_label_set_xalign(wp_label(label), 0)
        gtk_button_set_child(wp_button(button), label)
      }
      Signals.connect(button, "clicked") { [weak self] in self?.act(on: id, .tap) }
      // A right click opens the element's context menu, if it has one.
      Signals.onSecondaryClick(button) { [weak self] in self?.act(on: id, .showContextMenu) }
      return (button, nil)
    case .tab:
      let button = wp_tab_button_new()!
      gtk_widget_add_css_class(button, "wp-tab")
      gtk_widget_set_focus_on_click(button, 0)
      let label = gtk_label_new(nil)!
      gtk_label_set_justify(wp_label(label), GTK_JUSTIFY_CENTER)
      gtk_button_set_child(wp_button(button), label)
      Signals.connect(button, "clicked") { [weak self] in self?.act(on: id, .tap) }
      return (button, nil)
    case .entry(let secure):
      let entry = secure ? gtk_password_entry_new()! : gtk_entry_new()!
      if secure { gtk_password_entry_set_show_peek_icon(OpaquePointer(entry), 1) }
      Signals.connect(entry, "changed") { [weak self] in self?.textChanged(in: entry, id: id) }
      Signals.connect(entry, "activate") { [weak self] in self?.act(on: id, .submit) }
      return (entry, nil)
    case .search:
      let entry = gtk_search_entry_new()!
      Signals.connect(entry, "search-changed") { [weak self] in
        self?.textChanged(in: entry, id: id)
      }
      Signals.connect(entry, "activate") { [weak self] in self?.act(on: id, .submit) }
      return (entry, nil)
    case .toggle:
      let toggle = gtk_switch_new()!
      Signals.connect(toggle, "notify::active", shape: .onePointer) { [weak self] in
        self?.act(on: id, .toggle)
      }
      return (toggle, nil)
    case .progress:
      return (gtk_progress_bar_new()!, nil)
    case .slider:
      // Its range is set with each update, from the element's bounds.
      let scale = gtk_scale_new(GTK_ORIENTATION_HORIZONTAL, nil)!
      gtk_scale_set_draw_value(wp_scale(scale), 0)
      Signals.connect(scale, "value-changed") { [weak self] in
        self?.act(on: id, .setValue(gtk_range_get_value(wp_range(scale))))
      }
      return (scale, nil)
    case .separator:
      return (gtk_separator_new(GTK_ORIENTATION_HORIZONTAL)!, nil)
    case .picture:
      let picture = gtk_picture_new()!
      gtk_picture_set_can_shrink(wp_picture(picture), 1)
      gtk_widget_set_can_target(picture, 0)
      return (picture, nil)
    case .scroll:
      let scroller = gtk_scrolled_window_new()!
      let content = FrameLayout.makeContainer()
      gtk_scrolled_window_set_child(wp_scrolled(scroller), content)
      gtk_scrolled_window_set_policy(
        wp_scrolled(scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
      // Scrolling by hand brings other rows near: draw again.
      for adjustment in [
        gtk_scrolled_window_get_vadjustment(wp_scrolled(scroller)),
        gtk_scrolled_window_get_hadjustment(wp_scrolled(scroller)),
      ] {
        if let adjustment {
          Signals.connect(adjustment, "value-changed") { [weak self] in self?.needsRender?() }
        }
      }
      return (scroller, Surface(container: content))
    case .paint:
      return (gtk_drawing_area_new()!, nil)
    }
  }

  // MARK: Acting

  func textChanged(in entry: Widget, id: ElementID) {
    guard !updating else { return }
    let text = String(cString: gtk_editable_get_text(wp_editable(entry)))
    act(on: id, .setText(text))
  }

  /// Performs `action` on the element's current version, as the runtime rules: an action it
  /// refuses (the element went, or is disabled) does nothing.
  func act(on id: ElementID, _ action: ElementAction) {
    guard !updating, let element = runtime.element(withID: id) else { return }
    var action = action
    // A row that is chosen rather than tapped (a list's selection).
    if action == .tap, !element.actions.contains(.tap), element.actions.contains(.select) {
      action = .select
    }
    guard element.actions.contains(action.kind) else { return }
    try? runtime.perform(action, on: element)
    needsRender?()
  }
}
