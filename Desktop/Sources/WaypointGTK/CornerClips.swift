import CGTK
import Foundation
import Waypoint

/// Rounded clips (`.clipShape(.circle)`, `.clipShape(.rect(cornerRadius:))`, `.cornerRadius`)
/// as GTK draws them: a widget that hides its overflow is clipped to its rounded border box.
/// Each radius in use is a style class of one provider, written again when a new one appears.
@MainActor
enum CornerClips {
  private static var radii: Set<Int> = []
  private static var provider: UnsafeMutablePointer<GtkCssProvider>?

  /// The radius `element`'s clip rounds a frame of `size` with, in whole points; nil for none.
  static func radius(of element: Element, size: CGSize) -> Int? {
    for attribute in element.attributes {
      switch attribute {
      case .cornerRadius(let radius), .clipShape(.roundedRectangle(let radius)):
        return Int(radius.rounded())
      case .clipShape(.circle), .clipShape(.capsule):
        return Int((min(size.width, size.height) / 2).rounded())
      default: continue
      }
    }
    return nil
  }

  /// Clips `widget` to `radius` (nil: not at all), replacing the clip it had.
  static func clip(_ widget: UnsafeMutablePointer<GtkWidget>, radius: Int?) {
    let current = className(of: widget)
    let wanted = radius.map { "wp-r\($0)" }
    guard current != wanted else { return }
    if let current { gtk_widget_remove_css_class(widget, current) }
    guard let radius, let wanted else {
      gtk_widget_set_overflow(widget, GTK_OVERFLOW_VISIBLE)
      return
    }
    if radii.insert(radius).inserted { install() }
    gtk_widget_add_css_class(widget, wanted)
    gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
  }

  private static func className(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let classes = gtk_widget_get_css_classes(widget) else { return nil }
    defer { g_strfreev(classes) }
    var index = 0
    while let name = classes[index] {
      let text = String(cString: name)
      if text.hasPrefix("wp-r") { return text }
      index += 1
    }
    return nil
  }

  private static func install() {
    guard let display = gdk_display_get_default() else { return }
    if provider == nil {
      provider = gtk_css_provider_new()
      gtk_style_context_add_provider_for_display(
        display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }
    let css = radii.sorted().map { ".wp-r\($0) { border-radius: \($0)px; }" }
      .joined(separator: "\n")
    gtk_css_provider_load_from_data(provider, css, -1)
  }
}
