import CGTK
import Foundation
import Waypoint

/// One scene in a GTK window: a header bar with the back button and the window's title, the
/// content drawn as native widgets at the frames the layout pass gives them, and each modal
/// layer (a sheet, an alert, a dialog) as a modal window of its own over it.
@MainActor
public final class DesktopWindow {
  /// The width under which the scene lays out for a compact size class, as the browser does.
  public static let compactBreakpoint = 700.0

  let runtime: ViewRuntime
  /// The GTK window.
  public let window: UnsafeMutablePointer<GtkWidget>
  private var header: WindowHeader!
  private let content: Surface
  private let sizer: Widget
  private let widgets: ElementWidgets
  private let changes: ElementChangeReader
  private var layers: [ElementID: LayerWindow] = [:]
  /// The back button and toolbar items the header bars show.
  private var frontHeader = HeaderContent()
  /// What the main window's header bar shows, kept while a dialog covers it.
  private var mainHeader = HeaderContent()
  /// The menus open, as popovers over the window or a dialog.
  private var popovers: [ElementID: LayerPopover] = [:]
  private var layerOrder: [ElementID] = []
  private var renderScheduled = false
  private var pasteboardChanges = 0
  private var appliedScheme: ColorScheme?
  private var placeChanges = 0
  /// Whether the window was closed; the loop then ends.
  public private(set) var isClosed = false
  /// How many times the window was drawn from the tree, for tests counting work.
  public private(set) var renderCount = 0
  /// Whether to check, once the window is still after each render, that every widget is at
  /// its element's frame, and report it on standard error (`WAYPOINT_DESKTOP_CHECK_FRAMES=1`).
  public var checksFrames = false
  /// The render last checked, since when the window has been still, and whether it was.
  var frameCheck: (render: Int, since: Date, done: Bool) = (-1, .distantPast, false)

  /// The size a window opens at when neither its caller nor its scene's saved state says.
  public static let defaultSize = CGSize(width: 1000, height: 720)

  /// Opens a window for the first scene of `runtime`, `size` points large; with no size, as
  /// large as the scene's window was when it was last saved, else `defaultSize`.
  public init(runtime: ViewRuntime, title: String, size: CGSize? = nil) {
    let size =
      size ?? WindowPlace.saved(in: runtime.scenes.first).map {
        CGSize(width: $0.width, height: $0.height)
      } ?? Self.defaultSize
    self.runtime = runtime
    Style.install()
    runtime.textMetrics = PangoTextMetrics()
    widgets = ElementWidgets(runtime: runtime)
    changes = runtime.makeChangeReader()

    window = gtk_window_new()!
    gtk_window_set_title(wp_window(window), title)
    gtk_window_set_default_size(wp_window(window), Int32(size.width), Int32(size.height))

    // A drawing area under the content reports the content's size as the window resizes.
    let overlay = gtk_overlay_new()!
    sizer = gtk_drawing_area_new()!
    gtk_widget_set_hexpand(sizer, 1)
    gtk_widget_set_vexpand(sizer, 1)
    gtk_overlay_set_child(wp_overlay(overlay), sizer)
    content = Surface(container: FrameLayout.makeContainer())
    gtk_overlay_add_overlay(wp_overlay(overlay), content.container)
    gtk_overlay_set_clip_overlay(wp_overlay(overlay), content.container, 1)
    gtk_window_set_child(wp_window(window), overlay)

    header = WindowHeader(
      runtime: runtime, goBack: { [weak self] in self?.goBack() },
      needsRender: { [weak self] in self?.scheduleRender() })
    gtk_window_set_titlebar(wp_window(window), header.bar)
    Signals.connect(sizer, "resize", shape: .twoIntegers) { [weak self] in self?.resized() }
    Signals.connect(window, "close-request", shape: .handled) { [weak self] in self?.close() }
    Keys.install(on: window, for: self)
    SystemAppearance.watch { [weak self] in self?.scheduleRender() }
    changes.onUpdate = { [weak self] in self?.scheduleRender() }
    widgets.needsRender = { [weak self] in self?.scheduleRender() }
    gtk_window_present(wp_window(window))
    render()
  }

  /// Runs GTK's main loop and the app's tasks together until the window is closed, or until
  /// SIGTERM or SIGINT asks the app to end, which closes it the same way (so the scene is
  /// saved, as a logout or Ctrl-C in the launching terminal expects).
  public func run() async {
    let quit: GSourceFunc = { data in
      guard let data else { return 0 }
      nonisolated(unsafe) let box = data
      MainActor.assumeIsolated {
        Unmanaged<DesktopWindow>.fromOpaque(box).takeUnretainedValue().close()
      }
      return 0
    }
    let this = Unmanaged.passUnretained(self).toOpaque()
    let sources = [SIGTERM, SIGINT].map { g_unix_signal_add($0, quit, this) }
    defer { for source in sources { g_source_remove(source) } }
    while !isClosed {
      // GTK's pending events, then a short sleep in which the app's own tasks (the main
      // actor's queue) run; input waits at most that long.
      while g_main_context_iteration(nil, 0) != 0 {}
      checkFramesIfStill(now: Date())
      try? await Task.sleep(for: .milliseconds(8))
    }
  }

  /// Closes the window (as its close button does): the scene is then saved by the caller.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(wp_window(window), &width, &height)
    if width > 0, height > 0 {
      WindowPlace(width: Double(width), height: Double(height)).save(in: runtime.scenes.first)
    }
    for layer in layers.values { layer.destroy() }
    layers = [:]
    for menu in popovers.values { menu.destroy() }
    popovers = [:]
    gtk_window_destroy(wp_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}
  }

  /// Goes back: the scene's back button, the one rule every renderer follows; at the root of
  /// a presented layer, its dismissal.
  func goBack() {
    guard let scene = runtime.scenes.first else { return }
    if let back = scene.backButton {
      try? runtime.perform(.tap, on: back)
      scheduleRender()
    }
  }

  /// Presses a keyboard shortcut: the control on screen that has it is tapped.
  func press(_ shortcut: KeyboardShortcut) -> Bool {
    guard let control = runtime.scenes.first?.element(forKeyboardShortcut: shortcut) else {
      return false
    }
    try? runtime.perform(.tap, on: control)
    scheduleRender()
    return true
  }

  private func resized() {
    let width = Double(gtk_widget_get_width(sizer))
    let height = Double(gtk_widget_get_height(sizer))
    guard width > 0, height > 0 else { return }
    let size = CGSize(width: width, height: height)
    guard runtime.sceneSize != size else { return }
    runtime.sceneSize = size
    let sizeClass: UserInterfaceSizeClass = width < Self.compactBreakpoint ? .compact : .regular
    if runtime.horizontalSizeClass != sizeClass { runtime.horizontalSizeClass = sizeClass }
    scheduleRender()
  }

  func scheduleRender() {
    guard !renderScheduled, !isClosed else { return }
    renderScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      self.renderScheduled = false
      self.render()
    }
  }

  /// Lays the scene out and brings every widget in line with the tree.
  public func render() {
    guard !isClosed, let scene = runtime.scenes.first else { return }
    runtime.layOut(scene)
    _ = changes.takeChanges()
    renderCount += 1
    // The user went somewhere else: the keyboard focus starts afresh there, rather than GTK
    // moving it from a control that went to the next one it finds (and scrolling to it).
    if scene.navigationPlaceChanges != placeChanges {
      placeChanges = scene.navigationPlaceChanges
      gtk_window_set_focus(wp_window(window), nil)
      for layer in layers.values { gtk_window_set_focus(wp_window(layer.window), nil) }
    }
    copyToClipboard()
    followColorScheme(of: scene)
    var seen = Set<ElementID>()
    var content: [Element] = []
    var modal: [Element] = []
    for element in scene.elements {
      if case .layer(let info) = element.role, info.isModal {
        modal.append(element)
      } else if modal.isEmpty {
        content.append(element)
      }
    }
    // The front screen's back button and toolbar items are in the header bar of the window it
    // is in: the main window's, or the front-most dialog's. Beneath an open menu nothing is
    // reachable, but the bars keep what they showed (see `HeaderContent`).
    if !(modal.last.map(LayerPopover.presents) ?? false) {
      frontHeader = HeaderContent(frontOf: scene)
    }
    let hasDialog = modal.contains { !LayerPopover.presents($0) }
    if !hasDialog { mainHeader = frontHeader }
    let inHeader = frontHeader.elementIDs.union(mainHeader.elementIDs)
    self.content.last = nil
    widgets.draw(content, on: self.content, inHeader: inHeader, seen: &seen)
    var openLayers: [ElementID: LayerWindow] = [:]
    var openPopovers: [ElementID: LayerPopover] = [:]
    var parent = window
    var parentSurface = self.content
    for layer in modal {
      if LayerPopover.presents(layer) {
        let menu =
          popovers[layer.id]
          ?? LayerPopover(layer: layer, in: parentSurface.container, runtime: runtime) {
            [weak self] in self?.scheduleRender()
          }
        menu.show(layer, pointingAt: source(of: layer).flatMap(widget(showing:)))
        menu.surface.last = nil
        widgets.draw(layer.children, on: menu.surface, inHeader: inHeader, seen: &seen)
        openPopovers[layer.id] = menu
        parentSurface = menu.surface
        continue
      }
      let dialog =
        layers[layer.id]
        ?? LayerWindow(layer: layer, over: parent, runtime: runtime, keys: self) { [weak self] in
          self?.scheduleRender()
        } goBack: { [weak self] in
          self?.goBack()
        }
      dialog.show(layer)
      dialog.surface.last = nil
      widgets.draw(
        layer.children, on: dialog.surface, inHeader: inHeader, seen: &seen)
      openLayers[layer.id] = dialog
      parent = dialog.window
      parentSurface = dialog.surface
    }
    for (id, menu) in popovers where openPopovers[id] == nil { menu.destroy() }
    popovers = openPopovers
    for (id, dialog) in layers where openLayers[id] == nil { dialog.destroy() }
    layers = openLayers
    // The windows of the layers, front-most last; a menu's popover is not one.
    let windowLayers = modal.filter { openLayers[$0.id] != nil }
    layerOrder = windowLayers.map(\.id)
    widgets.removeAll(except: seen)

    showHeaders(windowLayers: windowLayers, windowTitle: scene.navigationState.windowTitle)
  }

  /// Fills the header bars: the front screen's in the front-most window, what the main window
  /// showed beneath a dialog, nothing in the dialogs beneath another.
  private func showHeaders(windowLayers: [Element], windowTitle: String?) {
    guard let front = windowLayers.last.flatMap({ layers[$0.id] }) else {
      // The main window is named by its own front screen; beneath a dialog it keeps its name.
      let title = windowTitle ?? ""
      header.show(frontHeader, title: title)
      gtk_window_set_title(wp_window(window), title.isEmpty ? "Waypoint" : title)
      return
    }
    header.show(mainHeader, title: nil)
    var layerTitle: String?
    if case .layer(let info)? = windowLayers.last?.role { layerTitle = info.title }
    let dialogTitle = frontHeader.title ?? layerTitle ?? ""
    front.header.show(frontHeader, title: dialogTitle)
    // What a window manager lists the dialog by.
    gtk_window_set_title(wp_window(front.window), dialogTitle)
    for layer in windowLayers.dropLast() {
      layers[layer.id]?.header.show(HeaderContent(), title: nil)
    }
  }

  /// Draws in the scheme the scene prefers (`preferredColorScheme`), else the desktop's: GTK's
  /// theme in its dark or light variant, and the app's colours resolved for it.
  private func followColorScheme(of scene: SceneSession) {
    let scheme = scene.preferredColorScheme ?? SystemAppearance.colorScheme
    guard scheme != appliedScheme else { return }
    appliedScheme = scheme
    wp_prefer_dark_theme(scheme == .dark ? 1 : 0)
    if runtime.colorScheme != scheme { runtime.colorScheme = scheme }
  }

  /// The element a layer was opened from.
  private func source(of layer: Element) -> ElementID? {
    if case .layer(let info) = layer.role { return info.source }
    return nil
  }

  /// The widget drawing `id`: in the content, or a button in a header bar.
  private func widget(showing id: ElementID) -> Widget? {
    widgets.widget(for: id) ?? headerBarButtons.first { $0.0 == id }?.1
  }

  /// The menus open, front-most last.
  public var popoverWidgets: [UnsafeMutablePointer<GtkWidget>] {
    popovers.values.map(\.popover)
  }

  /// The header bar's buttons for the front screen's toolbar items, by element.
  public var headerBarButtons: [(ElementID, UnsafeMutablePointer<GtkWidget>)] {
    header.itemButtons + layerOrder.flatMap { layers[$0]?.header.itemButtons ?? [] }
  }

  /// Puts what the app copied (`UIPasteboard`, a `ShareLink`'s copy, `Pasteboard`) on the
  /// desktop's clipboard, where other apps paste it from; GTK's entries paste from there.
  private func copyToClipboard() {
    let changes = runtime.pasteboard.changeCount
    guard changes != pasteboardChanges else { return }
    pasteboardChanges = changes
    guard let text = runtime.pasteboard.string, let display = gdk_display_get_default() else {
      return
    }
    gdk_clipboard_set_text(gdk_display_get_clipboard(display), text)
  }

  /// The widget drawing the element `id`, for tests that compare where it is.
  public func widget(for id: ElementID) -> UnsafeMutablePointer<GtkWidget>? {
    widgets.widget(for: id)
  }

  /// Where one element's widget was put: in which window's or dialog's container, at what
  /// frame in that container's coordinates (the layout pass's, or the part of it a switch or
  /// a bar's title takes).
  public struct Placement {
    /// The element drawn.
    public let element: ElementID
    /// The widget drawing it.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The window's or dialog's content container, however deep in it the widget is.
    public let container: UnsafeMutablePointer<GtkWidget>
    /// The frame the widget was given, in the container's coordinates.
    public let frame: CGRect
  }

  /// Every element a widget draws, and where it was put.
  public var placements: [Placement] { widgets.placements }

  /// The windows of the modal layers shown, front-most last.
  public var layerWindows: [UnsafeMutablePointer<GtkWidget>] {
    layerOrder.compactMap { layers[$0]?.window }
  }
}
