import CGTK
import Foundation

/// Places a container's children exactly at the frames the layout pass gave their elements.
///
/// GTK's own `GtkFixed` gives each child its natural size (a label its whole text, an entry its
/// default width); the engine has already decided every size, so this layout manager allocates
/// each child its frame and nothing else. A container measures as the box around its children,
/// which is what a scrolled window scrolls over.
@MainActor
enum FrameLayout {
  /// Each placed child's frame in its container's coordinates, in whole pixels.
  private static var frames: [UnsafeMutableRawPointer: GtkAllocation] = [:]

  /// A new container (a `GtkFixed` with this layout manager in place of its own).
  static func makeContainer() -> Widget {
    let container = gtk_fixed_new()!
    gtk_widget_set_layout_manager(container, gtk_custom_layout_new(nil, measure, allocate))
    gtk_widget_set_overflow(container, GTK_OVERFLOW_HIDDEN)
    return container
  }

  /// Puts `child` at `frame` in its container and asks for a new allocation when it moved.
  static func place(_ child: Widget, at frame: CGRect) {
    let key = UnsafeMutableRawPointer(child)
    let rect = GtkAllocation(
      x: Int32(frame.minX.rounded()), y: Int32(frame.minY.rounded()),
      width: Int32(max(0, frame.width.rounded())), height: Int32(max(0, frame.height.rounded())))
    guard frames[key].map({ !$0.equals(rect) }) ?? true else { return }
    frames[key] = rect
    if let parent = gtk_widget_get_parent(child) { gtk_widget_queue_resize(parent) }
  }

  /// Forgets a child that left its container.
  static func forget(_ child: Widget) {
    frames[UnsafeMutableRawPointer(child)] = nil
  }

  /// Where `child` was placed, if it was.
  static func frame(of child: Widget) -> GtkAllocation? {
    frames[UnsafeMutableRawPointer(child)]
  }

  private static let measure:
    @convention(c) (
      UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
      UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
    ) -> Void = { container, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
      nonisolated(unsafe) let container = container
      let extent = MainActor.assumeIsolated {
        var extent: Int32 = 0
        var child = gtk_widget_get_first_child(container)
        while let current = child {
          if let rect = frames[UnsafeMutableRawPointer(current)] {
            extent = max(
              extent,
              orientation == GTK_ORIENTATION_HORIZONTAL
                ? rect.x + rect.width : rect.y + rect.height)
          }
          child = gtk_widget_get_next_sibling(current)
        }
        return extent
      }
      // Nothing inside asks for room: the window can be made as small as its user likes.
      minimum?.pointee = 0
      natural?.pointee = extent
      minimumBaseline?.pointee = -1
      naturalBaseline?.pointee = -1
    }

  private static let allocate:
    @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
      container, _, _, _ in
      nonisolated(unsafe) let container = container
      MainActor.assumeIsolated {
        var child = gtk_widget_get_first_child(container)
        while let current = child {
          child = gtk_widget_get_next_sibling(current)
          // A popover opened from the container is placed by GTK, beside what it points at.
          if wp_is_popover(current) != 0 {
            gtk_popover_present(wp_popover(current))
            continue
          }
          guard var rect = frames[UnsafeMutableRawPointer(current)] else {
            gtk_widget_set_child_visible(current, 0)
            continue
          }
          gtk_widget_set_child_visible(current, 1)
          // GTK asks that a child be measured before it is allocated.
          var minimum: Int32 = 0
          gtk_widget_measure(current, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
          gtk_widget_measure(current, GTK_ORIENTATION_VERTICAL, rect.width, &minimum, nil, nil, nil)
          gtk_widget_size_allocate(current, &rect, -1)
        }
      }
    }
}

extension GtkAllocation {
  func equals(_ other: GtkAllocation) -> Bool {
    x == other.x && y == other.y && width == other.width && height == other.height
  }
}
