import Foundation
import WaypointCore

/// A renderer that shows an app in a desktop window. `App.main()` finds the one linked into the
/// executable (WaypointGTK's) without a registration call, and opens the app with it.
public protocol DesktopRenderer {
  /// Shows `app` in a window until the user closes it, opening `url` at launch when given.
  @MainActor static func run<A: App>(_ app: A.Type, openURL: URL?) async
}

enum DesktopRenderers {
  /// The desktop renderer linked into this executable, if any.
  static var linked: (any DesktopRenderer.Type)? {
    ConformingTypes.find(protocol: "DesktopRenderer", module: "Waypoint")
      .lazy.compactMap { $0 as? any DesktopRenderer.Type }.first
  }

  /// Whether a desktop session is there to open a window in.
  static var hasDisplay: Bool {
    let environment = ProcessInfo.processInfo.environment
    return ["DISPLAY", "WAYLAND_DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
  }
}
