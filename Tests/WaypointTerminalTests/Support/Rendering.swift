import Waypoint

@testable import WaypointTerminal

/// The terminal screen of `view` in a window of the given size, as plain text.
@MainActor
func screenText<Content: View>(of view: Content, width: Int = 40, height: Int = 12) -> String {
  TerminalSession(runtime: ViewRuntime(view), width: width, height: height, usesColor: false)
    .screen.plainText
}
