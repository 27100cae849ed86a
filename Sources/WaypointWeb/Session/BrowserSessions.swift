import Foundation
import WaypointCore
import WaypointUI

/// Every live tab, by browser and tab id, with the limits that keep one browser (or many)
/// from taking the server: a bound on tabs, a bound per browser, and expiry when idle.
@MainActor
final class BrowserSessions {
  /// How many tabs may live at once, per browser, and how long one may sit idle.
  struct Limits: Sendable {
    var tabs = 500
    var tabsPerBrowser = 20
    var idleTimeout: Duration = .seconds(30 * 60)
  }

  private var tabs: [String: BrowserTab] = [:]
  /// Each browser's scene storage, kept while it has tabs and for the idle timeout after: a tab
  /// that ended (idle, or pushed out) saves there, and the browser's next tab restores it.
  private var stores: [String: (store: RestorationStore, lastUsed: ContinuousClock.Instant)] = [:]
  private let makeRuntime: @MainActor (UserInterfaceSizeClass, RestorationStore) -> ViewRuntime
  let limits: Limits

  init(
    limits: Limits,
    makeRuntime: @escaping @MainActor (UserInterfaceSizeClass, RestorationStore) -> ViewRuntime
  ) {
    self.limits = limits
    self.makeRuntime = makeRuntime
  }

  /// How many tabs are alive.
  var count: Int { tabs.count }

  /// The tab a page request gets: the one reloading (named by the page's cookie, when it is
  /// this browser's and has no page attached), else a new one; nil when the server is full.
  func tabForPage(browserID: String, reloading tabID: String?, sizeClass: UserInterfaceSizeClass)
    -> BrowserTab?
  {
    if let tabID, let tab = tabs[tabID], tab.browserID == browserID, !tab.isConnected {
      return tab
    }
    let own = tabs.values.filter { $0.browserID == browserID }
    if own.count >= limits.tabsPerBrowser, let oldest = own.min(by: Self.lessRecentlyUsed) {
      end(oldest)
    }
    if tabs.count >= limits.tabs {
      guard let idle = tabs.values.filter({ !$0.isConnected }).min(by: Self.lessRecentlyUsed)
      else { return nil }
      end(idle)
    }
    let store = stores[browserID]?.store ?? .inMemory()
    stores[browserID] = (store, .now)
    let tab = BrowserTab(
      id: Self.token(), browserID: browserID, runtime: makeRuntime(sizeClass, store))
    tabs[tab.id] = tab
    return tab
  }

  /// The tab a socket attaches to: it must belong to the socket's browser.
  func tab(id: String, browserID: String) -> BrowserTab? {
    guard let tab = tabs[id], tab.browserID == browserID else { return nil }
    return tab
  }

  /// Ends the tabs idle for longer than the limit; returns how many ended.
  @discardableResult
  func expireIdle(now: ContinuousClock.Instant = .now) -> Int {
    let expired = tabs.values.filter { now - $0.lastActivity > limits.idleTimeout }
    expired.forEach(end)
    let browsers = Set(tabs.values.map(\.browserID))
    stores = stores.filter {
      browsers.contains($0.key) || now - $0.value.lastUsed <= limits.idleTimeout
    }
    return expired.count
  }

  /// Ends every tab (the server stops).
  func endAll() {
    tabs.values.forEach(end)
  }

  private func end(_ tab: BrowserTab) {
    tabs[tab.id] = nil
    stores[tab.browserID]?.lastUsed = .now
    tab.end()
  }

  private static func lessRecentlyUsed(_ first: BrowserTab, _ second: BrowserTab) -> Bool {
    first.lastActivity < second.lastActivity
  }

  /// 128 random bits as hex: a browser's or a tab's identifier, not guessable.
  nonisolated static func token() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in
      let value = generator.next() as UInt64
      let hex = String(value, radix: 16)
      return String(repeating: "0", count: 16 - hex.count) + hex
    }.joined()
  }
}
