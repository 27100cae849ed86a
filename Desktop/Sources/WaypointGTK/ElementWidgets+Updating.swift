import CGTK
import Foundation
import Waypoint

/// Bringing a widget in line with its element.
extension ElementWidgets {

  func update(_ widget: Widget, kind: WidgetKind, element: Element, style: TextStyle) {
    updating = true
    defer { updating = false }
    gtk_widget_set_sensitive(widget, element.isEnabled ? 1 : 0)
    Accessibility.describe(widget, kind: kind, element: element)
    // A row's own link, named as the row: one control to tab to and to read, the row.
    if kind == .button || kind == .labelledButton, element.role != .row(isSelected: true),
      element.role != .row(isSelected: false), style.rowLabel == element.label
    {
      gtk_widget_set_focusable(widget, 0)
      wp_accessible_hidden(widget, 1)
    }
    switch kind {
    case .label:
      setLabel(widget, element: element, style: style)
    case .labelledButton:
      if let label = gtk_button_get_child(wp_button(widget)) {
        setText(label, element.label, attributes: style.attributes(font: element.textFont))
      }
      selectable(widget, element: element)
    case .button:
      selectable(widget, element: element)
    case .tab:
      guard case .tab(let info) = element.role else { return }
      let glyph = info.image.flatMap(SymbolGlyphs.glyph(for:))
      let text = [glyph, info.title].compactMap { $0 }.joined(separator: "\n")
      if let label = gtk_button_get_child(wp_button(widget)) {
        setText(label, text, attributes: TextStyle().attributes(font: .caption2))
      }
      if (gtk_toggle_button_get_active(wp_toggle_button(widget)) != 0) != info.isSelected {
        gtk_toggle_button_set_active(wp_toggle_button(widget), info.isSelected ? 1 : 0)
      }
    case .entry, .search:
      guard case .textField(let title, let text, let prompt) = element.role else { return }
      let editable = wp_editable(widget)
      if String(cString: gtk_editable_get_text(editable)) != text {
        gtk_editable_set_text(editable, text)
      }
      if kind == .search {
        wp_set_placeholder(widget, prompt ?? title)
      } else if !element.attributes.contains(.secureText) {
        gtk_entry_set_placeholder_text(wp_entry(widget), prompt ?? title)
      }
    case .toggle:
      guard case .toggle(let isOn) = element.role else { return }
      if (gtk_switch_get_active(wp_switch(widget)) != 0) != isOn {
        gtk_switch_set_active(wp_switch(widget), isOn ? 1 : 0)
      }
    case .progress:
      guard case .progress(let value, let total) = element.role else { return }
      if let value, total > 0 {
        gtk_progress_bar_set_fraction(wp_progress_bar(widget), max(0, min(1, value / total)))
      } else {
        gtk_progress_bar_pulse(wp_progress_bar(widget))
      }
    case .slider:
      guard case .progress(let progress, _) = element.role,
        let (bounds, step) = element.sliderBounds, bounds.upperBound > bounds.lowerBound
      else { return }
      let range = wp_range(widget)
      let increment = step ?? (bounds.upperBound - bounds.lowerBound) / 10
      gtk_range_set_range(range, bounds.lowerBound, bounds.upperBound)
      gtk_range_set_increments(range, increment, increment)
      let value = bounds.lowerBound + (progress ?? 0)
      if gtk_range_get_value(range) != value { gtk_range_set_value(range, value) }
    case .picture:
      // The widget's name is what it shows, so that it is read once.
      let shown = gtk_widget_get_name(widget).map { String(cString: $0) }
      switch element.role {
      case .image(.asset(let asset)):
        guard let file = asset.variants(dark: false).last?.file, shown != file.path else { return }
        gtk_picture_set_filename(wp_picture(widget), file.path)
        gtk_widget_set_name(widget, file.path)
      case .image(.remote(let url)) where shown != url.absoluteString:
        gtk_widget_set_name(widget, url.absoluteString)
        RemotePictures.show(url, in: widget)
      default:
        return
      }
    case .scroll:
      let offset = element.contentOffset
      guard scrollOffsets[element.id] != offset else { return }
      scrollOffsets[element.id] = offset
      let scroller = wp_scrolled(widget)
      gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(scroller), offset.y)
      gtk_adjustment_set_value(gtk_scrolled_window_get_hadjustment(scroller), offset.x)
    case .separator, .paint:
      break
    }
  }

  func selectable(_ widget: Widget, element: Element) {
    if case .row(let isSelected) = element.role, isSelected {
      gtk_widget_add_css_class(widget, "wp-selected")
    } else {
      gtk_widget_remove_css_class(widget, "wp-selected")
    }
  }

  func setLabel(_ widget: Widget, element: Element, style: TextStyle) {
    switch element.role {
    case .text(let text):
      let lines = element.textLines
      let shown = lines?.lines.joined(separator: "\n") ?? text
      // The layout pass broke the lines and cut what does not fit; GTK draws them as they are,
      // even where snapping the frame to pixels took a fraction of a pixel from the width.
      gtk_label_set_ellipsize(
        wp_label(widget), lines == nil ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
      setText(widget, shown, attributes: style.attributes(font: lines?.font ?? element.textFont))
      gtk_label_set_xalign(wp_label(widget), Self.alignment(of: element))
    case .image(let name):
      let glyph = SymbolGlyphs.glyph(for: name) ?? element.label
      setText(widget, glyph, attributes: style.attributes(font: element.textFont))
      gtk_label_set_xalign(wp_label(widget), 0.5)
      gtk_label_set_yalign(wp_label(widget), 0.5)
    case .navigationBar(let info):
      let large = info.displayMode != .inline
      setText(
        widget, info.title ?? "",
        attributes: TextStyle().attributes(font: large ? .largeTitle.bold() : .headline))
      gtk_label_set_xalign(wp_label(widget), large ? 0 : 0.5)
      gtk_label_set_yalign(wp_label(widget), 0.5)
      gtk_widget_add_css_class(widget, large ? "wp-large-title" : "wp-inline-title")
    default:
      setText(widget, element.label, attributes: style.attributes(font: element.textFont))
    }
  }

  static func alignment(of element: Element) -> Float {
    for attribute in element.attributes {
      if case .multilineTextAlignment(let alignment) = attribute {
        return alignment == .center ? 0.5 : alignment == .trailing ? 1 : 0
      }
    }
    return 0
  }

  func setText(_ label: Widget, _ text: String, attributes: OpaquePointer) {
    if String(cString: gtk_label_get_text(wp_label(label))) != text {
      gtk_label_set_text(wp_label(label), text)
    }
    gtk_label_set_attributes(wp_label(label), attributes)
    pango_attr_list_unref(attributes)
  }
}
