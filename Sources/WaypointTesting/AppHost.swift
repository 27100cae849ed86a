import Foundation
import WaypointCore
import WaypointUI

/// Hosts an `App`, with the app's own state: its first scene opens at launch, and the host
/// reads and interacts with one open scene at a time (`scene`).
@MainActor
public final class AppHost: ViewHost {
  /// Starts `app` at the given horizontal size class, its scene state kept in `restoration`,
  /// its `@AppStorage` in `appStorage` and its files and SwiftData stores at `appData` (all in
  /// memory unless given stores or a folder);
  /// `openURL` is a cold-start deep link, delivered before this returns. A relaunch starts a new
  /// value of the app.
  public init<A: App>(
    _ app: @autoclosure @escaping @MainActor () -> A,
    horizontalSizeClass: UserInterfaceSizeClass = .regular,
    restoration: RestorationStore = .inMemory(),
    appStorage: UserDefaults = MergingUserDefaults(fileURL: nil), openURL: URL? = nil,
    appData: AppDataLocation = .memory
  ) {
    super.init(
      launch: { store, defaults, url, external in
        // The app's own initializer may open files or a SwiftData container: it runs where the
        // host keeps the app's data too.
        AppDataLocation.$current.withValue(appData) {
          ViewRuntime(
            app: app(), horizontalSizeClass: horizontalSizeClass, restoration: store,
            appStorage: defaults, openURL: url, openExternally: external.record,
            appData: appData)
        }
      }, restoration: restoration, appStorage: appStorage, openURL: openURL)
  }

  /// Opens a new window of the scene the app declares with `id` and shows it.
  @discardableResult
  public func openScene(_ id: String) throws(SceneError) -> SceneSession {
    let session = try runtime.openScene(id)
    scene = session
    return session
  }
}
