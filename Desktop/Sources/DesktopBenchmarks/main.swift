// The desktop renderer's costs, under a display (Scripts/test-desktop.sh's Xvfb, or a desktop):
// the time from launching `recipes-desktop` to its first frame, and the memory the recipes
// window holds after the walk the tests take (a category, a recipe, two tabs, the Plan Meal
// sheet with a note). Run: `swift run -c release --package-path Desktop waypoint-desktop-benchmarks`.
import CGTK
import Foundation
import Recipes
import Waypoint
import WaypointGTK

/// The resident memory of process `pid` (this one by default), from /proc, in bytes.
func residentBytes(of pid: Int32? = nil) -> Int {
  let path = "/proc/\(pid.map(String.init) ?? "self")/statm"
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func kib(_ bytes: Int) -> String { "\(bytes / 1024) KiB" }

/// Launches the `recipes-desktop` beside this executable `runs` times; the seconds from each
/// launch until its window is on screen, and its resident memory then.
func launches(runs: Int) throws -> [(seconds: Double, resident: Int)] {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("recipes-desktop")
  var results: [(Double, Int)] = []
  for _ in 0..<runs {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-desktop-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment
    for (name, sub) in [("XDG_STATE_HOME", "state"), ("XDG_DATA_HOME", "data")] {
      environment[name] = folder.appendingPathComponent(sub).path
    }
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    let app = Process()
    app.executableURL = executable
    app.environment = environment
    app.standardOutput = FileHandle.nullDevice
    app.standardError = FileHandle.nullDevice
    let start = Date()
    try app.run()
    let search = Process()
    search.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    search.arguments = [
      "timeout", "60", "xdotool", "search", "--sync", "--onlyvisible", "--pid",
      "\(app.processIdentifier)",
    ]
    search.standardOutput = FileHandle.nullDevice
    try search.run()
    search.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    results.append((seconds, residentBytes(of: app.processIdentifier)))
    app.terminate()
    app.waitUntilExit()
  }
  return results
}

/// Lets GTK and the app's tasks run for `seconds`.
@MainActor
func pump(_ seconds: Double) async {
  let end = Date().addingTimeInterval(seconds)
  while Date() < end {
    while g_main_context_iteration(nil, 0) != 0 {}
    try? await Task.sleep(for: .milliseconds(5))
  }
}

/// Performs `action` on the one reachable element labelled `label` that accepts it.
@MainActor
func act(_ runtime: ViewRuntime, _ label: String, _ action: ElementAction = .tap) async throws {
  guard let scene = runtime.scenes.first else { return }
  let kind = action.kind
  let match = NavigationState.visible(in: scene.reachableElements).first {
    $0.label == label
      && ($0.actions.contains(kind) || (kind == .tap && $0.actions.contains(.select)))
  }
  guard let element = match else {
    throw BenchmarkError("nothing labelled “\(label)” accepts \(kind)")
  }
  let chosen = kind == .tap && !element.actions.contains(.tap) ? ElementAction.select : action
  try runtime.perform(chosen, on: element)
  await pump(0.3)
}

struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// The memory the recipes window adds to this process: after its first frame, and after the
/// walk the tests take.
@MainActor
func windowMemory() async throws -> (firstFrame: Int, afterWalk: Int, process: Int) {
  let before = residentBytes()
  let runtime = ViewRuntime(app: RecipesApp(), horizontalSizeClass: .regular)
  runtime.sceneSize = CGSize(width: 1000, height: 720)
  let window = DesktopWindow(runtime: runtime, title: "Recipes")
  await pump(1)
  let firstFrame = residentBytes() - before
  try await act(runtime, "Desserts 7")
  try await act(runtime, "Apple Pie 1 h 50 min Medium")
  try await act(runtime, "Plan")
  try await act(runtime, "Browse")
  let shortcut = KeyboardShortcut(KeyEquivalent("p"))
  guard let plan = runtime.scenes.first?.element(forKeyboardShortcut: shortcut) else {
    throw BenchmarkError("no control has the shortcut ⌘P")
  }
  try runtime.perform(.tap, on: plan)
  await pump(0.5)
  try await act(runtime, "Tuesday")
  guard
    let note = runtime.scenes.first.flatMap({ scene in
      NavigationState.visible(in: scene.reachableElements).first {
        if case .textField = $0.role { true } else { false }
      }
    })
  else { throw BenchmarkError("the sheet has no note field") }
  try runtime.perform(.setText("bring cream"), on: note)
  await pump(0.3)
  let afterWalk = residentBytes() - before
  let process = residentBytes()
  window.close()
  return (firstFrame, afterWalk, process)
}

guard gtk_init_check() != 0 else {
  FileHandle.standardError.write(Data("waypoint-desktop-benchmarks needs a display.\n".utf8))
  exit(1)
}
print("## desktop: the recipes app in a GTK 4 window")
let runs = try launches(runs: 5)
let times = runs.map(\.seconds).sorted()
print(
  "   launch to first frame (recipes-desktop, window on screen): median "
    + String(format: "%.3f s", times[times.count / 2])
    + String(
      format: " (%.3f–%.3f s over %d launches)", times[0], times[times.count - 1], runs.count))
print("   recipes-desktop resident at its first frame: \(kib(runs[runs.count / 2].resident))")
let memory = try await windowMemory()
print(
  "   the window in this process: \(kib(memory.firstFrame)) at its first frame, "
    + "\(kib(memory.afterWalk)) after the walk; the process \(kib(memory.process)) resident")
// A browser tab, as `waypoint-benchmarks "web load"` measures it (Benchmarks/README.md).
let browserTab = 433 * 1024
print(
  "   against a browser tab of the same app (433 KiB resident, web load benchmark): "
    + String(format: "%.0fx", Double(memory.afterWalk) / Double(browserTab)))
