import CGTK
import Foundation
import Waypoint

extension App {
  /// Runs the app in a GTK 4 window until the window is closed, then saves its scenes, so the
  /// next launch opens where this one was. `--open URL` opens a deep link at launch.
  @MainActor
  public static func runOnDesktop(
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) async {
    var openURL: URL?
    var size: CGSize?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--open":
        guard let text = remaining.popFirst(), let url = URL(string: text) else {
          exitWithUsage("--open needs a URL")
        }
        openURL = url
      case "--size":
        let parts = remaining.popFirst()?.split(separator: "x").compactMap { Double($0) } ?? []
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else {
          exitWithUsage("--size needs WIDTHxHEIGHT in points, such as 1000x720")
        }
        size = CGSize(width: parts[0], height: parts[1])
      case "--help", "-h":
        print("usage: [--open URL] [--size WIDTHxHEIGHT]")
        exit(0)
      default:
        exitWithUsage("unknown argument \(argument)")
      }
    }
    let appName = ProcessInfo.processInfo.processName
    g_set_prgname(appName)
    g_set_application_name(appName)
    guard gtk_init_check() != 0 else {
      FileHandle.standardError.write(
        Data("No display to open a window on (DISPLAY or WAYLAND_DISPLAY is unset).\n".utf8))
      exit(1)
    }
    let runtime = AppDataLocation.$current.withValue(.standard) {
      ViewRuntime(
        app: Self(),
        horizontalSizeClass: (size ?? DesktopWindow.defaultSize).width
          < DesktopWindow.compactBreakpoint ? .compact : .regular,
        restoration: .standard(appName: appName),
        appStorage: MergingUserDefaults.standard(appName: appName), openURL: openURL,
        appData: .standard)
    }
    if let size { runtime.sceneSize = size }
    let window = DesktopWindow(runtime: runtime, title: appName, size: size)
    window.checksFrames =
      ProcessInfo.processInfo.environment["WAYPOINT_DESKTOP_CHECK_FRAMES"] == "1"
    await window.run()
    do {
      try runtime.shutDown()
    } catch {
      FileHandle.standardError.write(Data("The app's state could not be saved: \(error)\n".utf8))
    }
  }

  private static func exitWithUsage(_ message: String) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(2)
  }
}

/// WaypointGTK as the desktop renderer `App.main()` finds in an executable that links it:
/// such an app opens in a window unchanged, its `@main` and all.
public enum GTKRenderer: DesktopRenderer {
  /// Runs `app` in a GTK window (`App.runOnDesktop`), opening `url` at launch when given.
  @MainActor
  public static func run<A: App>(_ app: A.Type, openURL: URL?) async {
    await A.runOnDesktop(arguments: openURL.map { ["--open", $0.absoluteString] } ?? [])
  }

  // Refers to the type, so an optimised build keeps its conformance for `App.main()` to find.
  @used static func keep() -> Any.Type { Self.self }
}
