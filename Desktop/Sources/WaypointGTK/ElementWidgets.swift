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
  }

  private let runtime: ViewRuntime
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
  private var scrollOffsets: [ElementID: CGPoint] = [:]
  /// Values set from the runtime, so that the signals they cause are not taken for the user's.
  private var updating = false
  /// What colours resolve in: the runtime's colour scheme.
  private var environment: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = runtime.colorScheme
    return environment
  }
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
      placed[element.id] = entry
      update(entry.widget, kind: kind, element: element, style: style)
      if kind == .picture || kind == .button || kind == .paint {
        CornerClips.clip(entry.widget, radius: CornerClips.radius(of: element, size: frame.size))
      }
      if let painting = entry.painting {
        painting.painting = Painting.of(
          element, size: placedFrame.size, foreground: style.color, environment: environment)
        gtk_widget_queue_draw(entry.widget)
      }
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

  // MARK: Making widgets

  private func make(_ kind: WidgetKind, for id: ElementID) -> (Widget, Surface?, PaintingBox?) {
    if kind == .paint {
      let (area, box) = PaintingBox.makeArea()
      return (area, nil, box)
    }
    let (widget, inner) = makeWidget(kind, for: id)
    return (widget, inner, nil)
  }

  private func makeWidget(_ kind: WidgetKind, for id: ElementID) -> (Widget, Surface?) {
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

  // MARK: Updating widgets

  private func update(_ widget: Widget, kind: WidgetKind, element: Element, style: TextStyle) {
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

  private func selectable(_ widget: Widget, element: Element) {
    if case .row(let isSelected) = element.role, isSelected {
      gtk_widget_add_css_class(widget, "wp-selected")
    } else {
      gtk_widget_remove_css_class(widget, "wp-selected")
    }
  }

  private func setLabel(_ widget: Widget, element: Element, style: TextStyle) {
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

  private static func alignment(of element: Element) -> Float {
    for attribute in element.attributes {
      if case .multilineTextAlignment(let alignment) = attribute {
        return alignment == .center ? 0.5 : alignment == .trailing ? 1 : 0
      }
    }
    return 0
  }

  private func setText(_ label: Widget, _ text: String, attributes: OpaquePointer) {
    if String(cString: gtk_label_get_text(wp_label(label))) != text {
      gtk_label_set_text(wp_label(label), text)
    }
    gtk_label_set_attributes(wp_label(label), attributes)
    pango_attr_list_unref(attributes)
  }

  // MARK: Acting

  private func textChanged(in entry: Widget, id: ElementID) {
    guard !updating else { return }
    let text = String(cString: gtk_editable_get_text(wp_editable(entry)))
    act(on: id, .setText(text))
  }

  /// Performs `action` on the element's current version, as the runtime rules: an action it
  /// refuses (the element went, or is disabled) does nothing.
  private func act(on id: ElementID, _ action: ElementAction) {
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
