import Foundation
import WaypointCore

extension Scene {
  /// Sets the size a new window of this scene starts at (recorded: a terminal or a browser tab
  /// has the size its host gives it).
  nonisolated public func defaultSize(_ size: CGSize) -> some Scene {
    recorded(
      ".defaultSize(CGSize(width: \(Font.number(size.width)), height: \(Font.number(size.height))))"
    )
  }

  /// Sets the width and height a new window of this scene starts at (recorded: a terminal or a
  /// browser tab has the size its host gives it).
  nonisolated public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    recorded(".defaultSize(width: \(Font.number(width)), height: \(Font.number(height)))")
  }

  /// Sets how a user may resize this scene's windows (recorded: the host sizes them).
  nonisolated public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    recorded(".windowResizability(\(resizability))")
  }

  /// Sets how the window manager treats this scene's windows (recorded: Waypoint does not
  /// manage windows).
  nonisolated public func windowManagerRole(_ role: WindowManagerRole) -> some Scene {
    recorded(".windowManagerRole(\(role))")
  }

  /// Records `.persistentSystemOverlays(_:)` on the scene element: no renderer here draws a home
  /// indicator or other system overlay to hide.
  nonisolated public func persistentSystemOverlays(_ preferredVisibility: Visibility)
    -> some Scene
  {
    recorded(".persistentSystemOverlays(.\(preferredVisibility.rawValue))")
  }

  /// Runs `action` when the system wakes the app for `task` (recorded: Linux schedules no
  /// background refresh or background URL sessions for an app).
  nonisolated public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some Scene {
    recorded(".backgroundTask(\(task))")
  }

  /// Records `.documentBrowserContextMenu(_:)` on the scene; `menu` is never built, as Linux has no
  /// document browser.
  @available(iOS 18.1, *)
  @MainActor @preconcurrency
  public func documentBrowserContextMenu(
    @ViewBuilder _ menu: @escaping ([URL]?) -> some View
  ) -> some Scene {
    recorded(".documentBrowserContextMenu(_:)")
  }
}
