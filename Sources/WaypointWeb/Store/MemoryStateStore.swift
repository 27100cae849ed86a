import Foundation
import Synchronization

/// The store of one process: what the server has always done, with nothing to set up. A tab
/// that ends (idle, or pushed out) keeps its state here for the browser's next tab.
final class MemoryStateStore: BrowserStateStore {
  private struct Contents {
    var tabs: [String: SavedTab] = [:]
    var latest: [String: String] = [:]
    var appStorage: [String: [String: Data]] = [:]
    var saved: [String: Date] = [:]
  }

  private let contents = Mutex(Contents())

  func prepare() async throws {}

  func tab(_ tab: String, browser: String) async throws -> SavedTab? {
    contents.withLock { $0.tabs[Self.key(browser, tab)] }
  }

  func latestTab(browser: String) async throws -> SavedTab? {
    contents.withLock { contents in
      contents.latest[browser].flatMap { contents.tabs[Self.key(browser, $0)] }
    }
  }

  func save(_ tabs: [SavedTab]) async throws {
    for tab in tabs { save(tab) }
  }

  private func save(_ tab: SavedTab) {
    contents.withLock { contents in
      let key = Self.key(tab.browser, tab.tab)
      if let stored = contents.tabs[key], stored.revision > tab.revision { return }
      contents.tabs[key] = tab
      contents.saved[key] = Date()
      contents.latest[tab.browser] = tab.tab
    }
  }

  func removeTabs(savedBefore date: Date) async throws -> Int {
    contents.withLock { contents in
      let old = contents.saved.filter { $0.value < date }.map(\.key)
      for key in old {
        contents.saved[key] = nil
        if let tab = contents.tabs.removeValue(forKey: key), contents.latest[tab.browser] == tab.tab
        {
          contents.latest[tab.browser] = nil
          contents.appStorage[tab.browser] = nil
        }
      }
      return old.count
    }
  }

  func appStorage(browser: String) async throws -> [String: Data] {
    contents.withLock { $0.appStorage[browser] ?? [:] }
  }

  func saveAppStorage(_ changes: [String: Data?], browser: String) async throws {
    contents.withLock { contents in
      for (key, value) in changes { contents.appStorage[browser, default: [:]][key] = value }
    }
  }

  /// One process hears its own changes directly: there is no other worker.
  func listenForAppStorageChanges(_ changed: @escaping @Sendable (String) async -> Void) async {}

  func footprint() async throws -> (tabs: Int, bytes: Int) {
    contents.withLock { contents in
      let bytes = contents.tabs.values.reduce(0) { total, tab in
        total + tab.scenes.values.reduce(0) { $0 + $1.count } + tab.navigation.utf8.count
          + tab.address.utf8.count
      }
      return (contents.tabs.count, bytes)
    }
  }

  private static func key(_ browser: String, _ tab: String) -> String { browser + "/" + tab }
}
