/// The files that run a ported app from two executables: the app's own sources become a
/// library (its `@main` removed), which names its `App` type, and each executable's
/// `main.swift` runs that type, in the terminal or served to browsers.
enum EntryPointFiles {
  /// The library's file naming the app type.
  static let libraryFile = "WaypointPortedApp.swift"

  /// The terminal's executable target, for the app `name`.
  static func terminalTarget(_ name: String) -> String { name + "Main" }
  /// The browser's executable target.
  static func webTarget(_ name: String) -> String { name + "Web" }
  /// The browser's product: `swift run NAME-web`.
  static func webProduct(_ name: String) -> String { name + "-web" }

  /// What replaces the app's `@main`.
  static func mainComment(_ name: String) -> String {
    "@main removed by waypoint port: Sources/\(terminalTarget(name))/main.swift runs this app, "
      + "Sources/\(webTarget(name))/main.swift serves it to browsers."
  }

  /// The library's file for the app type `type`.
  static func library(type: String) -> String {
    """
    // Made by `waypoint port`: the app, for the package's two executables.
    import SwiftUI

    /// The app this library holds: `swift run` runs it in a terminal, `swift run …-web` serves it.
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
    """
    // Made by `waypoint port`: serves the app to browsers with Waypoint's browser renderer.
    #if canImport(WaypointWeb)
      import SwiftUI
      import WaypointWeb
      import \(module)

      @MainActor func serve<Application: App>(_ application: Application.Type) async {
        await application.serveInBrowser()
      }

      await serve(WaypointPortedApp.type)
    #else
      print("\(product) serves the app with Waypoint's browser renderer, which runs on Linux.")
    #endif

    """
  }
}
