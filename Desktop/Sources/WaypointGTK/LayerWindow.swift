import CGTK
import Foundation
import Waypoint

/// A modal layer (a sheet, an alert, a confirmation dialog) as a modal window over the one
/// beneath it, as large as the layout pass made the layer. Closing it dismisses the layer,
/// which the app may refuse (`interactiveDismissDisabled`): the window stays until the
/// layer goes from the tree.
@MainActor
final class LayerWindow {
  let window: Widget
  let surface: Surface
  /// The dialog's header bar: the sheet's back button, title and toolbar items while its
  /// screen is in front.
  let header: WindowHeader
  private let id: ElementID

  init(
    layer: Element, over parent: Widget, runtime: ViewRuntime, keys: DesktopWindow,
    afterDismiss: @escaping @MainActor () -> Void, goBack: @escaping @MainActor () -> Void
  ) {
    id = layer.id
    window = gtk_window_new()!
    gtk_window_set_transient_for(wp_window(window), wp_window(parent))
    gtk_window_set_modal(wp_window(window), 1)
    gtk_window_set_destroy_with_parent(wp_window(window), 1)
    surface = Surface(container: FrameLayout.makeContainer())
    header = WindowHeader(runtime: runtime, goBack: goBack, needsRender: afterDismiss)
    gtk_window_set_titlebar(wp_window(window), header.bar)
    gtk_window_set_child(wp_window(window), surface.container)
    Keys.install(on: window, for: keys)
    let id = layer.id
    Signals.connect(window, "close-request", shape: .handled) {
      guard let current = runtime.element(withID: id), current.actions.contains(.dismiss) else {
        return
      }
      try? runtime.perform(.dismiss, on: current)
      afterDismiss()
    }
  }

  /// Sizes the window to the layer's panel (a sheet's card, an alert's box: what the layer
  /// holds, not the whole scene the layer covers) and shows it.
  func show(_ layer: Element) {
    let frame = layer.panelFrame
    surface.origin = frame.origin
    gtk_widget_set_size_request(
      surface.container, Int32(frame.width.rounded()), Int32(frame.height.rounded()))
    gtk_window_set_resizable(wp_window(window), 0)
    if gtk_widget_get_visible(window) == 0 { gtk_window_present(wp_window(window)) }
  }

  func destroy() {
    gtk_window_destroy(wp_window(window))
  }
}
