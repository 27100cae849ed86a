import CGTK
import Foundation
import Waypoint

/// A menu or a context menu as a `GtkPopover` pointing at the view it was opened from (the
/// layer's `source`), as GNOME apps show them: its items are laid out by the layout pass like
/// any layer's. A click outside or Escape closes it, which dismisses the layer.
@MainActor
final class LayerPopover {
  let popover: Widget
  let surface: Surface
  private var isDestroyed = false

  /// Whether `layer` is shown as a popover rather than a dialog: a menu of one of its views.
  static func presents(_ layer: Element) -> Bool {
    guard case .layer(let info) = layer.role, info.source != nil else { return false }
    return [.menu, .contextMenu, .swipeActions].contains(info.kind)
  }

  /// A popover of `layer` in `parent`, the container of the window or dialog it opens over.
  init(
    layer: Element, in parent: Widget, runtime: ViewRuntime,
    afterDismiss: @escaping @MainActor () -> Void
  ) {
    popover = gtk_popover_new()!
    surface = Surface(container: FrameLayout.makeContainer())
    gtk_popover_set_child(wp_popover(popover), surface.container)
    gtk_popover_set_position(wp_popover(popover), GTK_POS_BOTTOM)
    gtk_widget_set_parent(popover, parent)
    let id = layer.id
    Signals.connect(popover, "closed") { [weak self] in
      guard let self, !self.isDestroyed, let current = runtime.element(withID: id),
        current.actions.contains(.dismiss)
      else { return }
      try? runtime.perform(.dismiss, on: current)
      afterDismiss()
    }
  }

  /// Sizes the popover to the layer's panel, points it at `source` (the widget the layer was
  /// opened from) and shows it.
  func show(_ layer: Element, pointingAt source: Widget?) {
    let frame = layer.panelFrame
    surface.origin = frame.origin
    gtk_widget_set_size_request(
      surface.container, Int32(frame.width.rounded()), Int32(frame.height.rounded()))
    if let source, let parent = gtk_widget_get_parent(popover) {
      var bounds = graphene_rect_t()
      if gtk_widget_compute_bounds(source, parent, &bounds) != 0 {
        var rect = GdkRectangle(
          x: Int32(bounds.origin.x.rounded()), y: Int32(bounds.origin.y.rounded()),
          width: Int32(bounds.size.width.rounded()), height: Int32(bounds.size.height.rounded()))
        gtk_popover_set_pointing_to(wp_popover(popover), &rect)
      }
    }
    if gtk_widget_get_visible(popover) == 0 { gtk_popover_popup(wp_popover(popover)) }
  }

  func destroy() {
    isDestroyed = true
    gtk_popover_popdown(wp_popover(popover))
    gtk_widget_unparent(popover)
  }
}

extension Element {
  /// A layer's panel: the box around what it holds that shows (a sheet's card, an alert's box,
  /// a menu's items), not the whole scene the layer covers.
  var panelFrame: CGRect {
    let panels = contentChildren.compactMap { $0.offScreenReason == nil ? $0.frame : nil }
    return panels.dropFirst().reduce(panels.first ?? frame ?? .zero) { $0.union($1) }
  }
}
