import CGTK
import Foundation
import Waypoint

/// The widgets drawing one scene's elements, kept from one update to the next by element id:
/// an element that is still there keeps its widget, which is moved and updated in place.
@MainActor
final class ElementWidgets {
  private struct Placed {
    var widget: Widget
    var kind: WidgetKind
    /// The surface it was put in.
    var surface: ObjectIdentifier
    /// The scroll view's surface, for `.scroll`.
    var inner: Surface?
    /// What a drawing area paints, for `.paint`.
    var painting: PaintingBox?
    /// The window's or dialog's surface it is in, however deep, and the frame it was given
    /// there, in that surface's coordinates.
    var root: Surface?
    var frame: CGRect = .zero
    /// What the widget was last brought in line with: an element that is the same object,
    /// in the same style and size, needs nothing done to it.
    var shown: Shown?
  }

  private struct Shown: Equatable {
    /// Held, so that a new element is never taken for it at the same address.
    var element: Element
    var style: TextStyle
    var size: CGSize
    var scheme: ColorScheme

    static func == (a: Shown, b: Shown) -> Bool {
      a.element === b.element && a.style == b.style && a.size == b.size && a.scheme == b.scheme
    }
  }

  let runtime: ViewRuntime
  private var placed: [ElementID: Placed] = [:]
  /// The drawing areas painting elements' style backgrounds, by element and attribute.
  private var backgrounds: [BackgroundKey: (widget: Widget, box: PaintingBox)] = [:]
  /// The backgrounds painted in the pass under way.
  private var paintedBackgrounds: Set<BackgroundKey> = []
  private struct BackgroundKey: Hashable {
    var element: ElementID
    var attribute: Int
  }
  /// The content offset each scroll view was last moved to by the runtime (`scrollTo`), so
  /// that the user's own scrolling is left alone until the runtime asks for another.
  var scrollOffsets: [ElementID: CGPoint] = [:]
  /// Values set from the runtime, so that the signals they cause are not taken for the user's.
  var updating = false
  /// What colours resolve in: the runtime's colour scheme, as of the pass under way.
  private(set) var environment = EnvironmentValues()
  /// Called when the window must be drawn again: the user acted (the runtime updated), or
  /// scrolled other rows near.
  var needsRender: (@MainActor () -> Void)?

  init(runtime: ViewRuntime) {
    self.runtime = runtime
  }

  /// The widget drawing `id`, if one does.
  func widget(for id: ElementID) -> Widget? { placed[id]?.widget }

  /// Every element drawn by a widget: the widget, the window's or dialog's container it is in
  /// and the frame the layout pass gave it there.
  var placements: [DesktopWindow.Placement] {
    placed.compactMap { id, entry in
      entry.root.map {
        DesktopWindow.Placement(
          element: id, widget: entry.widget, container: $0.container, frame: entry.frame)
      }
    }
  }

  /// Draws `elements` (and everything inside them) on `surface`; `seen` collects their ids.
  func draw(
    _ elements: some Sequence<Element>, on surface: Surface, inHeader: Set<ElementID>,
    seen: inout Set<ElementID>
  ) {
    if environment.colorScheme != runtime.colorScheme {
      environment.colorScheme = runtime.colorScheme
    }
    for element in elements {
      draw(
        element, on: surface, root: surface, style: TextStyle(), inHeader: inHeader,
        seen: &seen)
    }
  }

  /// Removes the widgets of elements not drawn in the last pass.
  func removeAll(except seen: Set<ElementID>) {
    for (key, background) in backgrounds where !paintedBackgrounds.contains(key) {
      release(background.widget)
      backgrounds[key] = nil
    }
    paintedBackgrounds = []
    for (id, entry) in placed where !seen.contains(id) {
      release(entry.widget)
      placed[id] = nil
      scrollOffsets[id] = nil
    }
  }

  /// Takes a widget out of its container and lets it go. Each widget made here is held by a
  /// reference of its own, so one whose container went first (a scroll view's content, a
  /// closed dialog's) is still a widget until then.
  private func release(_ widget: Widget) {
    FrameLayout.forget(widget)
    // The focus leaves with the widget rather than moving to the next one GTK finds, which
    // would scroll a new screen to a control far down it.
    if gtk_widget_has_focus(widget) != 0, let root = gtk_widget_get_root(widget) {
      gtk_root_set_focus(root, nil)
    }
    if gtk_widget_get_parent(widget) != nil { gtk_widget_unparent(widget) }
    g_object_unref(UnsafeMutableRawPointer(widget))
  }

  private func draw(
    _ element: Element, on surface: Surface, root: Surface, style inherited: TextStyle,
    inHeader: Set<ElementID>, seen: inout Set<ElementID>
  ) {
    // What the header bar draws (the scene's back button, the front screen's toolbar items) is
    // not drawn again in the screen's own bar.
    // A widget draws the view itself, inside its padding and frames (`contentFrame`); its
    // backgrounds fill the frames of the views they were applied to.
    guard element.offScreenReason == nil, !inHeader.contains(element.id),
      let frame = element.contentFrame ?? element.frame
    else { return }
    if case .decoration(let info) = element.role, info.kind == .mask { return }
    // Rows scrolled far out of sight have no widgets until they come near: a long list costs
    // what shows, not what it holds.
    if let visible = surface.visible, !frame.intersects(visible) { return }
    let style = inherited.inside(element, environment: environment)
    drawBackgrounds(of: element, on: surface)
    var inner = surface
    if let kind = WidgetKind.of(element) {
      var entry = widget(for: element, kind: kind, on: surface)
      seen.insert(element.id)
      let placedFrame = Self.widgetFrame(of: element, kind: kind, frame: frame)
      surface.place(entry.widget, at: placedFrame)
      entry.root = root
      entry.frame = placedFrame.offsetBy(dx: -root.origin.x, dy: -root.origin.y)
      let shown = Shown(
        element: element, style: style, size: placedFrame.size,
        scheme: environment.colorScheme)
      // A widget holding state of its own (a tab's or a switch's, a field's text) is set from
      // the element each time, since the user may have changed it and been refused.
      if shown != entry.shown || kind.holdsState {
        entry.shown = shown
        update(entry.widget, kind: kind, element: element, style: style)
        if kind == .picture || kind == .button || kind == .paint {
          CornerClips.clip(
            entry.widget, radius: CornerClips.radius(of: element, size: frame.size))
        }
        if let painting = entry.painting {
          painting.painting = Painting.of(
            element, size: placedFrame.size, foreground: style.color, environment: environment)
          gtk_widget_queue_draw(entry.widget)
        }
      }
      placed[element.id] = entry
      if let scroll = entry.inner {
        scroll.origin = CGPoint(
          x: frame.minX - element.contentOffset.x, y: frame.minY - element.contentOffset.y)
        scroll.visible = visibleRegion(of: entry.widget, frame: frame, origin: scroll.origin)
        // The content is as large as all of it, drawn or not, so the scroll bars are right.
        let extent = element.children.compactMap(\.frame).reduce(CGRect.null) { $0.union($1) }
        if !extent.isNull {
          gtk_widget_set_size_request(
            scroll.container, Int32(max(0, extent.maxX - scroll.origin.x).rounded(.up)),
            Int32(max(0, extent.maxY - scroll.origin.y).rounded(.up)))
        }
        scroll.last = nil
        inner = scroll
      }
    }
    for child in element.children {
      draw(child, on: inner, root: root, style: style, inHeader: inHeader, seen: &seen)
    }
  }

  /// Paints the element's style backgrounds that are one colour, outermost first, each behind
  /// the view it was applied to.
  private func drawBackgrounds(of element: Element, on surface: Surface) {
    for (index, attribute) in element.attributes.enumerated().reversed() {
      guard case .background(let style, _) = attribute,
        let painting = Painting.background(
          style, at: index, of: element, environment: environment),
        var frame = element.frame(beforeAttributeAt: index)
      else { continue }
      // The outermost background that ignores the safe area reaches under the bars, as far as
      // the layout pass says.
      if let reach = element.backgroundReach, element.reachingBackground?.index == index {
        frame = CGRect(
          x: frame.minX - reach.leading, y: frame.minY - reach.top,
          width: frame.width + reach.leading + reach.trailing,
          height: frame.height + reach.top + reach.bottom)
      }
      let key = BackgroundKey(element: element.id, attribute: index)
      let background =
        backgrounds[key]
        ?? {
          let (area, box) = PaintingBox.makeArea()
          g_object_ref_sink(UnsafeMutableRawPointer(area))
          gtk_widget_add_css_class(area, "wp")
          backgrounds[key] = (area, box)
          return (area, box)
        }()
      paintedBackgrounds.insert(key)
      surface.place(background.widget, at: frame)
      background.box.painting = painting
      gtk_widget_queue_draw(background.widget)
    }
  }

  /// What a scroll view at `frame` shows now, scrolled by the user or the runtime, with a
  /// screen more above and below, in the scene's points.
  private func visibleRegion(of scroller: Widget, frame: CGRect, origin: CGPoint) -> CGRect {
    let vertical = gtk_scrolled_window_get_vadjustment(wp_scrolled(scroller))
    let horizontal = gtk_scrolled_window_get_hadjustment(wp_scrolled(scroller))
    let shown = CGRect(
      x: origin.x + CGFloat(gtk_adjustment_get_value(horizontal)),
      y: origin.y + CGFloat(gtk_adjustment_get_value(vertical)), width: frame.width,
      height: frame.height)
    return shown.insetBy(dx: -frame.width, dy: -frame.height)
  }

  /// Where a widget of `kind` goes for an element at `frame`: a toggle's switch at its end, a
  /// bar's title where the browser draws it (large under the bar's row, inline in its middle);
  /// anything else fills the element's frame.
  static func widgetFrame(of element: Element, kind: WidgetKind, frame: CGRect) -> CGRect {
    switch (kind, element.role) {
    case (.toggle, _):
      let size = CGSize(width: 48, height: min(frame.height, 26))
      return CGRect(
        x: frame.maxX - size.width, y: frame.midY - size.height / 2, width: size.width,
        height: size.height)
    case (.label, .navigationBar(let info)) where info.displayMode != .inline:
      return CGRect(
        x: frame.minX + 16, y: frame.minY + 44, width: max(0, frame.width - 32),
        height: max(0, frame.height - 44))
    case (.label, .navigationBar):
      let inset = min(96, frame.width / 4)
      return CGRect(
        x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - 2 * inset),
        height: min(44, frame.height))
    default:
      return frame
    }
  }

  private func widget(for element: Element, kind: WidgetKind, on surface: Surface) -> Placed {
    let surfaceID = ObjectIdentifier(surface)
    if let entry = placed[element.id], entry.kind == kind, entry.surface == surfaceID {
      return entry
    }
    if let old = placed[element.id] { release(old.widget) }
    let (widget, inner, painting) = make(kind, for: element.id)
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    gtk_widget_add_css_class(widget, "wp")
    let entry = Placed(
      widget: widget, kind: kind, surface: surfaceID, inner: inner, painting: painting)
    placed[element.id] = entry
    return entry
  }

}
