import WaypointUI

/// Hosts an `App`, with the app's own state: its first scene opens at launch, and the host
/// reads and interacts with one open scene at a time (`scene`).
@MainActor
public final class AppHost: ViewHost {
  /// Starts `app` at the given horizontal size class.
  public init<A: App>(_ app: A, horizontalSizeClass: UserInterfaceSizeClass = .regular) {
    let runtime = ViewRuntime(app: app, horizontalSizeClass: horizontalSizeClass)
    super.init(runtime: runtime)
  }

  /// Opens a new window of the scene the app declares with `id` and shows it.
  @discardableResult
  public func openScene(_ id: String) throws(SceneError) -> SceneSession {
    let session = try runtime.openScene(id)
    scene = session
    return session
  }
}
