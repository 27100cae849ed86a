/// The files that run a ported app from three executables: the app's own sources become a
/// library (its `@main` removed), which names its `App` type, and each executable's
/// `main.swift` runs that type, in the terminal, served to browsers or in a GTK window.
enum EntryPointFiles {
  /// The library's file naming the app type.
  static let libraryFile = "WaypointPortedApp.swift"

  /// The terminal's executable target, for the app `name`.
  static func terminalTarget(_ name: String) -> String { name + "Main" }
  /// The browser's executable target.
  static func webTarget(_ name: String) -> String { name + "Web" }
  /// The browser's product: `swift run NAME-web`.
  static func webProduct(_ name: String) -> String { name + "-web" }
  /// The desktop window's executable target.
  static func desktopTarget(_ name: String) -> String { name + "Desktop" }
  /// The desktop window's product: `swift run NAME-desktop`.
  static func desktopProduct(_ name: String) -> String { name + "-desktop" }

  /// What replaces the app's `@main`.
  static func mainComment(_ name: String) -> String {
    "@main removed by waypoint port: Sources/\(terminalTarget(name))/main.swift runs this app, "
      + "Sources/\(webTarget(name))/main.swift serves it to browsers, "
      + "Sources/\(desktopTarget(name))/main.swift opens it in a window."
  }

  /// The library's file for the app type `type`.
  static func library(type: String) -> String {
    """
    // Made by `waypoint port`: the app, for the package's three executables.
    import SwiftUI

    /// The app this library holds: `swift run` runs it in a terminal, `swift run …-web` serves
    /// it, `swift run …-desktop` opens it in a window.
    public enum WaypointPortedApp {
      /// The app's type.
      public static var type: any App.Type { \(type).self }
    }

    """
  }

  /// The terminal's `main.swift`.
  static func terminalMain(module: String) -> String {
    """
    // Made by `waypoint port`: runs the app (in the terminal on Linux).
    import SwiftUI
    import \(module)

    @MainActor func run<Application: App>(_ application: Application.Type) async {
      await application.main()
    }

    await run(WaypointPortedApp.type)

    """
  }

  /// The browser's `main.swift`: `--port`, `--host` and the rest as `serveInBrowser` reads them.
  static func webMain(module: String, product: String) -> String {
    rendererMain(
      module: module, renderer: "WaypointWeb", verb: "serve", call: "serveInBrowser",
      purpose: "serves the app to browsers with Waypoint's browser renderer",
      absent: "\(product) serves the app with Waypoint's browser renderer, which runs on Linux.")
  }

  /// The desktop window's `main.swift`: the app in a GTK 4 window, where WaypointGTK builds.
  static func desktopMain(module: String, product: String) -> String {
    rendererMain(
      module: module, renderer: "WaypointGTK", verb: "open", call: "runOnDesktop",
      purpose: "opens the app in a GTK 4 window with Waypoint's desktop renderer",
      absent: "\(product) opens the app with Waypoint's GTK 4 renderer, which runs on Linux.")
  }

  /// A `main.swift` that hands the app to the renderer module `renderer` (its `App.call()`)
  /// where that module builds, and says `absent` where it does not.
  private static func rendererMain(
    module: String, renderer: String, verb: String, call: String, purpose: String, absent: String
  ) -> String {
    """
    // Made by `waypoint port`: \(purpose).
    #if canImport(\(renderer))
      import SwiftUI
      import \(renderer)
      import \(module)

      @MainActor func \(verb)<Application: App>(_ application: Application.Type) async {
        await application.\(call)()
      }

      await \(verb)(WaypointPortedApp.type)
    #else
      print(\(absent.debugDescription))
    #endif

    """
  }
}
