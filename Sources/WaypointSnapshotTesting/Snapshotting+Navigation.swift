@_exported import SnapshotTesting
import WaypointTesting
import WaypointUI

extension Snapshotting where Value == ViewHost, Format == String {
  /// What the host shows, as `render()` prints it, compared line by line and stored as `.txt`.
  public static var navigation: Snapshotting {
    navigation(TextSnapshot.Options())
  }

  /// What the host shows, as `render(options)` prints it: only what is on screen, no modifiers
  /// or a depth, for snapshots that keep to what a test is about.
  public static func navigation(_ options: TextSnapshot.Options) -> Snapshotting {
    SimplySnapshotting.lines.pullback { host in
      MainActor.assumeIsolated { host.render(options) }
    }
  }

  /// The host's navigation state — tabs, columns, stacks, screens, presented layers — as JSON
  /// with sorted keys, stored as `.json`.
  public static var navigationState: Snapshotting {
    Snapshotting(pathExtension: "json", diffing: .lines) { host in
      MainActor.assumeIsolated { host.navigationState.json }
    }
  }
}

extension Snapshotting where Value == AppHost, Format == String {
  /// What the app's host shows, as `render()` prints it, compared line by line.
  public static var navigation: Snapshotting {
    navigation(TextSnapshot.Options())
  }

  /// What the app's host shows, as `render(options)` prints it.
  public static func navigation(_ options: TextSnapshot.Options) -> Snapshotting {
    Snapshotting<ViewHost, String>.navigation(options).pullback { $0 }
  }

  /// The app's navigation state as JSON with sorted keys.
  public static var navigationState: Snapshotting {
    Snapshotting<ViewHost, String>.navigationState.pullback { $0 }
  }
}
