import CGTK
import Foundation
import Waypoint

/// A container the elements inside it are placed in at their frames: the window's content, a
/// dialog's, or a scroll view's content.
@MainActor
final class Surface {
  /// The container widget (see `FrameLayout`).
  let container: Widget
  /// Where the container's top-left corner is, in the scene's points.
  var origin: CGPoint = .zero
  /// The widget placed last during the current pass, after which the next one goes.
  var last: Widget?
  /// The part of the scene, in its points, whose elements get widgets (a scroll view's visible
  /// rows and a screen more each way); nil for all of them.
  var visible: CGRect?

  init(container: Widget) {
    self.container = container
  }

  /// Puts `widget` in this container (after the one placed last, so later elements are drawn
  /// over earlier ones) at `frame`, given in the scene's points.
  func place(_ widget: Widget, at frame: CGRect) {
    if let parent = gtk_widget_get_parent(widget), parent != container {
      // Moved to another container (into a scroll view's content): out of the old one first.
      FrameLayout.forget(widget)
      gtk_widget_unparent(widget)
    }
    if gtk_widget_get_parent(widget) != container {
      gtk_widget_insert_after(widget, container, last)
    } else if gtk_widget_get_prev_sibling(widget) != last {
      gtk_widget_insert_after(widget, container, last)
    }
    last = widget
    FrameLayout.place(widget, at: frame.offsetBy(dx: -origin.x, dy: -origin.y))
  }
}
