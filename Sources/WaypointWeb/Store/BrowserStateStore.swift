import Foundation

/// Where a web server keeps what its tabs must not lose: each tab's scene state, keyed by the
/// browser's session cookie and the tab's id, and each browser's `@AppStorage`. In memory for
/// one process (the default), in PostgreSQL for workers behind a load balancer.
package protocol BrowserStateStore: Sendable {
  /// Creates or checks the store's tables; throws a `StoreError` the worker reports and stops on.
  func prepare() async throws
  /// The saved state of `tab` of `browser`, if any.
  func tab(_ tab: String, browser: String) async throws -> SavedTab?
  /// The most recently saved tab of `browser`: where a new tab of it starts.
  func latestTab(browser: String) async throws -> SavedTab?
  /// Saves tabs in one go; saving the same revision again changes nothing, and an older
  /// revision never replaces a newer one.
  func save(_ tabs: [SavedTab]) async throws
  /// The `@AppStorage` values of `browser`, each key's value as a property list.
  func appStorage(browser: String) async throws -> [String: Data]
  /// Sets (or, for nil, removes) keys of `browser`'s `@AppStorage`, and tells other workers.
  func saveAppStorage(_ changes: [String: Data?], browser: String) async throws
  /// Runs until cancelled, calling `changed` with each browser whose `@AppStorage` another
  /// worker changed.
  func listenForAppStorageChanges(_ changed: @escaping @Sendable (String) async -> Void) async
  /// Forgets tabs last saved before `date`; returns how many.
  func removeTabs(savedBefore date: Date) async throws -> Int
  /// How many bytes the store holds for tabs, and how many tabs (for measurements).
  func footprint() async throws -> (tabs: Int, bytes: Int)
  /// The reason an operation of the store failed, in words for the log.
  func reason(_ error: any Error) -> String
}

extension BrowserStateStore {
  package func reason(_ error: any Error) -> String { "\(error)" }
}

/// A browser tab's scene state as the store keeps it.
package struct SavedTab: Sendable, Equatable, Codable {
  /// The browser's session (its `HttpOnly` cookie) and the tab's id.
  package var browser: String
  package var tab: String
  /// Each scene's `@SceneStorage` values, as the runtime saves them, by scene id.
  package var scenes: [String: Data]
  /// The address the tab showed (path and query).
  package var address: String
  /// The window's size in CSS pixels.
  package var width: Double
  package var height: Double
  /// The scene's navigation state as JSON, for whoever inspects the store.
  package var navigation: String
  /// Counts the tab's saves: a write with a lower revision than the stored one is ignored.
  package var revision: Int64

  package init(
    browser: String, tab: String, scenes: [String: Data], address: String, width: Double,
    height: Double, navigation: String, revision: Int64
  ) {
    self.browser = browser
    self.tab = tab
    self.scenes = scenes
    self.address = address
    self.width = width
    self.height = height
    self.navigation = navigation
    self.revision = revision
  }

  /// Whether two saves hold the same state, whatever their revisions.
  package func sameState(as other: SavedTab) -> Bool {
    var other = other
    other.revision = revision
    return self == other
  }
}

/// Why the store cannot be used.
package struct StoreError: Error, CustomStringConvertible {
  /// The reason in a sentence, with what to do where one is known.
  package let description: String

  package init(description: String) {
    self.description = description
  }
}
