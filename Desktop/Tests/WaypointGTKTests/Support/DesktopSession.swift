import CGTK
import Foundation
import Testing
import Waypoint
import WaypointGTK

/// Whether a display to open windows on is there (Scripts/test-desktop.sh starts Xvfb).
let hasDisplay = ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } ?? false

/// An app in a real GTK window on the X display, driven as a user would: pointer and keys sent
/// through the X server with xdotool, the screen read back with ImageMagick's `import`, and the
/// accessibility tree read over AT-SPI by another process.
@MainActor
final class DesktopSession {
  let runtime: ViewRuntime
  private(set) var window: DesktopWindow

  private static var gtkStarted = false

  init<A: App>(
    _ app: A, size: CGSize? = DesktopWindow.defaultSize,
    restoration: RestorationStore = .inMemory()
  ) async {
    if !Self.gtkStarted {
      g_set_prgname("waypoint-gtk-tests")
      gtk_init()
      Self.gtkStarted = true
    }
    runtime = ViewRuntime(
      app: app,
      horizontalSizeClass: (size ?? DesktopWindow.defaultSize).width
        < DesktopWindow.compactBreakpoint ? .compact : .regular,
      restoration: restoration)
    if let size { runtime.sceneSize = size }
    window = DesktopWindow(runtime: runtime, title: "Waypoint test", size: size)
    await settle(minimum: 1)
  }

  /// Lets GTK and the app run for a while: events, layout, drawing, the app's tasks.
  func pump(seconds: Double) async {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      while g_main_context_iteration(nil, 0) != 0 {}
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Lets the app and GTK run until the window has been drawn from the tree and nothing has
  /// changed for a while (0.4 s), at least `minimum` seconds and at most 5: what a user waits
  /// for after an action, however loaded the machine is.
  func settle(minimum: Double = 0.5) async {
    let start = Date()
    var renders = window.renderCount
    var quietSince = Date()
    while Date().timeIntervalSince(start) < 5 {
      await pump(seconds: 0.05)
      if window.renderCount != renders {
        renders = window.renderCount
        quietSince = Date()
      }
      if Date().timeIntervalSince(start) >= minimum, Date().timeIntervalSince(quietSince) >= 0.4 {
        return
      }
    }
  }

  /// Closes the window and saves the scene, as quitting does.
  func quit() throws {
    window.close()
    try runtime.shutDown()
  }

  // MARK: Finding

  var scene: SceneSession? { runtime.scenes.first }

  /// The placement of the first widget whose element matches.
  func placementOfElement(where matches: (Element) -> Bool) throws -> DesktopWindow.Placement {
    try #require(
      window.placements.first { placement in
        runtime.element(withID: placement.element).map(matches) ?? false
      })
  }

  /// The placement of the one targetable widget whose element has this label, front-most
  /// window first.
  func placement(labeled label: String) throws -> DesktopWindow.Placement {
    let containers = [window.window] + window.layerWindows
    let matches = window.placements.filter { placement in
      guard let element = runtime.element(withID: placement.element), element.label == label
      else { return false }
      return gtk_widget_get_can_target(placement.widget) != 0
        && gtk_widget_is_drawable(placement.widget) != 0
    }
    // A dialog's widgets before the main window's: the dialog is what the user is looking at.
    let front = matches.max { a, b in
      Self.rank(a, in: containers) < Self.rank(b, in: containers)
    }
    guard let front else {
      let labels = window.placements.compactMap { placement -> String? in
        guard gtk_widget_get_can_target(placement.widget) != 0 else { return nil }
        return runtime.element(withID: placement.element)?.label
      }
      throw DesktopError.noWidget(label, candidates: labels.filter { !$0.isEmpty }.sorted())
    }
    return front
  }

  private static func rank(
    _ placement: DesktopWindow.Placement, in windows: [UnsafeMutablePointer<GtkWidget>]
  ) -> Int {
    // An open menu's items are in front of every window.
    if isInPopover(placement.widget) { return windows.count }
    let root = gtk_widget_get_root(placement.widget).map { UnsafeMutableRawPointer($0) }
    return windows.firstIndex { UnsafeMutableRawPointer($0) == root } ?? -1
  }

  // MARK: Acting through the X server

  /// Clicks the middle of the widget drawing the element labelled `label`.
  /// The header bar's buttons come first: what they show is not drawn again in the content.
  func click(_ label: String) async throws {
    if let header = headerBarButton(labeled: label) {
      try await click(widget: header)
    } else {
      try await click(try placement(labeled: label))
    }
  }

  /// The header bar's button for the toolbar item labelled `label`, if it shows one.
  func headerBarButton(labeled label: String) -> UnsafeMutablePointer<GtkWidget>? {
    window.headerBarButtons.first { runtime.element(withID: $0.0)?.label == label }?.1
  }

  /// Clicks the middle of a placed widget.
  func click(_ placement: DesktopWindow.Placement) async throws {
    try await click(widget: placement.widget)
  }

  /// Clicks the middle of a widget.
  func click(widget: UnsafeMutablePointer<GtkWidget>) async throws {
    let point = try screenPoint(of: widget)
    // Without a window manager, the keyboard goes to the window the user last clicked in
    // because this says so, as a window manager would on a click.
    if let root = gtk_widget_get_root(widget) {
      let window = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
      try xdotool("windowfocus", try windowID(of: window))
    }
    try xdotool("mousemove", "\(point.x)", "\(point.y)", "click", "1")
    await settle()
  }

  /// Clicks the middle of a widget with the secondary (right) button.
  func rightClick(widget: UnsafeMutablePointer<GtkWidget>) async throws {
    let point = try screenPoint(of: widget)
    try xdotool("mousemove", "\(point.x)", "\(point.y)", "click", "3")
    await settle()
  }

  /// Presses keys, as xdotool names them (`ctrl+p`, `Escape`, `alt+Left`).
  func press(_ keys: String) async throws {
    try xdotool("key", keys)
    await settle()
  }

  /// Types text into the focused widget.
  func type(_ text: String) async throws {
    try xdotool("type", "--delay", "20", text)
    await settle()
  }

  /// Resizes the main window, as a user dragging its corner does.
  func resize(width: Int, height: Int) async throws {
    let id = try windowID(of: window.window)
    try xdotool("windowsize", id, "\(width)", "\(height)")
    await settle(minimum: 1)
  }

  /// Where a widget's middle is on the screen: in its window, or in the popover it is in,
  /// which sits where GTK put it over its window.
  func screenPoint(of widget: UnsafeMutablePointer<GtkWidget>) throws -> (x: Int, y: Int) {
    guard let root = gtk_widget_get_root(widget), let native = gtk_widget_get_native(widget)
    else { throw DesktopError.notShown }
    let rootWidget = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self)
    let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
    var middle = graphene_point_t(
      x: Float(gtk_widget_get_width(widget)) / 2, y: Float(gtk_widget_get_height(widget)) / 2)
    var inNative = graphene_point_t()
    guard gtk_widget_compute_point(widget, nativeWidget, &middle, &inNative) != 0 else {
      throw DesktopError.notShown
    }
    var surfaceX = 0.0
    var surfaceY = 0.0
    gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
    var origin = try windowOrigin(of: rootWidget)
    if nativeWidget != rootWidget, let surface = gtk_native_get_surface(native) {
      // A popup's place is given from its parent's surface, the window's.
      origin.x += Int(gdk_popup_get_position_x(surface))
      origin.y += Int(gdk_popup_get_position_y(surface))
    }
    return (
      origin.x + Int((surfaceX + Double(inNative.x)).rounded()),
      origin.y + Int((surfaceY + Double(inNative.y)).rounded())
    )
  }

  /// Whether `widget` is in a popover (an open menu) rather than straight in a window.
  static func isInPopover(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    guard let native = gtk_widget_get_native(widget), let root = gtk_widget_get_root(widget)
    else { return false }
    return UnsafeMutableRawPointer(native) != UnsafeMutableRawPointer(root)
  }

  /// The X window of a GTK window, found by its title among this process's windows.
  private func windowID(of window: UnsafeMutablePointer<GtkWidget>) throws -> String {
    let pid = "\(ProcessInfo.processInfo.processIdentifier)"
    // xdotool fails (BadWindow) when a window goes while it looks: look again.
    var found: String?
    for attempt in 0..<5 where found == nil {
      found = try? run("xdotool", "search", "--onlyvisible", "--pid", pid)
      if found == nil, attempt < 4 { Thread.sleep(forTimeInterval: 0.1) }
    }
    guard let found else { throw DesktopError.notShown }
    let ids = found.split(separator: "\n").map(String.init)
    let title = gtk_window_get_title(wp_window(window)).map { String(cString: $0) } ?? ""
    for id in ids where (try? run("xdotool", "getwindowname", id))?.trimmed == title {
      return id
    }
    guard let last = ids.last else { throw DesktopError.notShown }
    return last
  }

  private func windowOrigin(of window: UnsafeMutablePointer<GtkWidget>) throws -> (x: Int, y: Int) {
    let id = try windowID(of: window)
    let shell = try run("xdotool", "getwindowgeometry", "--shell", id)
    var values: [String: Int] = [:]
    for line in shell.split(separator: "\n") {
      let parts = line.split(separator: "=")
      if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
    }
    return (values["X"] ?? 0, values["Y"] ?? 0)
  }

  private func xdotool(_ arguments: String...) throws {
    _ = try run("xdotool", arguments)
  }

  // MARK: Reading back

  /// Each widget whose allocation is more than a pixel from the frame the layout pass gave
  /// its element, described.
  func misplacedWidgets() -> [String] { window.misplacedWidgets() }

  /// The colour of the screen's pixel at `point`, as the X server has it.
  func pixel(at point: (x: Int, y: Int)) throws -> (red: Int, green: Int, blue: Int) {
    let text = try run(
      "import", "-window", "root", "-crop", "1x1+\(point.x)+\(point.y)", "-depth", "8", "txt:-")
    // The first line is a comment; the pixel's line is `0,0: (r,g,b)  #RRGGBB  name`.
    guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("0,0:") }),
      let hash = line.range(of: "#")
    else { throw DesktopError.failed("import", text) }
    let hex = line[hash.upperBound...].prefix(6)
    guard hex.count == 6, let value = Int(hex, radix: 16) else {
      throw DesktopError.failed("import", text)
    }
    return (value >> 16, (value >> 8) & 0xFF, value & 0xFF)
  }

  /// Expects the colour at `point` to satisfy `expected`, reading it again while the app and
  /// GTK run for up to 2 s: what a user sees once the window has caught up with the tree.
  func expectPixel(
    at point: (x: Int, y: Int), sourceLocation: SourceLocation = #_sourceLocation,
    _ expected: ((red: Int, green: Int, blue: Int)) -> Bool
  ) async throws {
    var seen = try pixel(at: point)
    for _ in 0..<10 where !expected(seen) {
      await pump(seconds: 0.2)
      seen = try pixel(at: point)
    }
    if !expected(seen) { _ = try? screenshot("pixel-\(point.x)-\(point.y)") }
    #expect(expected(seen), "\(seen) at \(point)", sourceLocation: sourceLocation)
  }

  /// The placement of the widget drawing the first element whose role `matches` says.
  func placement(where matches: (Role) -> Bool) throws -> DesktopWindow.Placement {
    guard
      let found = window.placements.first(where: { placement in
        runtime.element(withID: placement.element).map { matches($0.role) } ?? false
      })
    else { throw DesktopError.notShown }
    return found
  }

  /// The text this process put on the desktop's clipboard, if any.
  var clipboardText: String? {
    guard let display = gdk_display_get_default(),
      let text = wp_clipboard_local_text(gdk_display_get_clipboard(display))
    else { return nil }
    defer { g_free(text) }
    return String(cString: text)
  }

  /// The window's size, as GTK keeps it (what it opens at next).
  var windowSize: (width: Int32, height: Int32) {
    var width: Int32 = 0
    var height: Int32 = 0
    gtk_window_get_default_size(wp_window(window.window), &width, &height)
    return (width, height)
  }

  /// How many widgets are drawn, mapped, in the windows now.
  var mappedWidgetCount: Int {
    window.placements.filter { gtk_widget_get_mapped($0.widget) != 0 }.count
  }

  /// Saves what the X screen shows now as a PNG under `.build/desktop-screenshots`.
  @discardableResult
  func screenshot(_ name: String) throws -> URL {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/desktop-screenshots")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name + ".png")
    _ = try run("import", "-window", "root", file.path)
    return file
  }

  /// The accessibility tree of this process's windows, as another process reads it over
  /// AT-SPI: one line per node, `role “name”`, indented by depth.
  func accessibilityTree() async throws -> String {
    // The walk's script reads the tree: Desktop/Tests/WaypointGTKTests/Support → Scripts.
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scripts/desktop-walk.py")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script.path, "tree", "\(ProcessInfo.processInfo.processIdentifier)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    // The other process asks this one over D-Bus: keep answering while it reads.
    let reading = Task.detached { output.fileHandleForReading.readDataToEndOfFile() }
    while process.isRunning { await pump(seconds: 0.05) }
    let data = await reading.value
    return String(decoding: data, as: UTF8.self)
  }
}

enum DesktopError: Error, CustomStringConvertible {
  case noWidget(String, candidates: [String])
  case notShown
  case failed(String, String)

  var description: String {
    switch self {
    case .noWidget(let label, let candidates):
      "no targetable widget is labelled “\(label)”; there are \(candidates)"
    case .notShown: "the widget is not shown"
    case .failed(let command, let output): "\(command) failed: \(output)"
    }
  }
}

/// Runs a command to its end and returns what it printed.
@discardableResult
func run(_ command: String, _ arguments: String...) throws -> String {
  try run(command, arguments)
}

func run(_ command: String, _ arguments: [String]) throws -> String {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [command] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let text = String(decoding: data, as: UTF8.self)
  guard process.terminationStatus == 0 else {
    throw DesktopError.failed(([command] + arguments).joined(separator: " "), text)
  }
  return text
}

extension String {
  var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
