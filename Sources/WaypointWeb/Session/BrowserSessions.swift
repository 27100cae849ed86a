import Foundation
import Logging
import WaypointCore
import WaypointUI

/// Every live tab, by browser and tab id, with the limits that keep one browser (or many)
/// from taking the server: a bound on tabs, a bound per browser, and expiry when idle. What
/// tabs must not lose goes to the store, and a tab this worker does not hold comes back from it.
@MainActor
final class BrowserSessions {
  /// How many tabs may live at once, per browser, and how long one may sit idle.
  struct Limits: Sendable {
    var tabs = 500
    var tabsPerBrowser = 20
    var idleTimeout: Duration = .seconds(30 * 60)
    /// How long a tab's page may stay hidden before the tab is parked; nil never parks.
    var parkHiddenAfter: Duration? = .seconds(60)
    /// How long a tab may go without an act before it is parked, shown or not; nil never.
    var parkIdleAfter: Duration? = .seconds(10 * 60)
    /// How long an open tab may go without an act before it releases its measurements.
    var releaseMeasurementsAfter: Duration? = .seconds(30)
  }

  /// Makes a tab's runtime: its size class, its scene storage, its browser's `@AppStorage`,
  /// and where its browser's app files and SwiftData stores are.
  typealias MakeRuntime =
    @MainActor (UserInterfaceSizeClass, RestorationStore, UserDefaults, AppDataLocation) ->
    ViewRuntime

  private var tabs: [String: BrowserTab] = [:]
  /// Each browser's `@AppStorage`, while it has tabs here.
  private var appStorages: [String: BrowserAppStorage] = [:]
  private let makeRuntime: MakeRuntime
  /// The folder holding a folder of app data per browser; nil keeps it in memory.
  private let appDataFolder: URL?
  let limits: Limits
  let persistence: StatePersistence

  init(
    limits: Limits, store: any BrowserStateStore = MemoryStateStore(),
    logger: Logger = Logger(label: "waypoint.web"), appDataFolder: URL? = nil,
    makeRuntime: @escaping MakeRuntime
  ) {
    self.limits = limits
    self.makeRuntime = makeRuntime
    self.appDataFolder = appDataFolder
    persistence = StatePersistence(store: store, logger: logger)
  }

  /// How many tabs are alive.
  var count: Int { tabs.count }

  /// The tab a page request gets: the one reloading (named by the page's cookie, when it is
  /// this browser's and has no page attached; from the store when another worker held it),
  /// else a new one; nil when the server is full.
  func tabForPage(browserID: String, reloading tabID: String?, sizeClass: UserInterfaceSizeClass)
    async -> BrowserTab?
  {
    if let tabID {
      if let tab = tabs[tabID] {
        if tab.browserID == browserID, !tab.isConnected { return tab }
      } else if let saved = await savedTab(tabID, browser: browserID), tabs[tabID] == nil {
        return await makeTab(id: tabID, browserID: browserID, sizeClass: sizeClass, from: saved)
      }
    }
    // Room first: a tab pushed out saves as it ends, and the new one may start from it.
    guard makeRoom(for: browserID) else { return nil }
    let seed = await persistence.latestTab(browser: browserID)
    return await makeTab(
      id: Self.token(), browserID: browserID, sizeClass: sizeClass, from: seed, isNew: true)
  }

  /// The tab a socket attaches to: it must belong to the socket's browser and have no socket.
  /// A tab this worker does not hold (another worker held it, and stopped) comes back from the
  /// store, or, never saved, starts as a new tab would, under the page's id; either way its
  /// first answer is the whole page.
  func tabForSocket(id: String, browserID: String) async -> BrowserTab? {
    if let tab = tabs[id] {
      guard tab.browserID == browserID, !tab.isConnected else { return nil }
      claimSocket(of: tab)
      return tab
    }
    var saved = await savedTab(id, browser: browserID)
    var isNew = false
    if saved == nil {
      saved = await persistence.latestTab(browser: browserID)
      isNew = true
    }
    guard tabs[id] == nil,
      let tab = await makeTab(
        id: id, browserID: browserID, sizeClass: .regular, from: saved, isNew: isNew)
    else { return nil }
    tab.needsWholePage = true
    claimSocket(of: tab)
    return tab
  }

  /// Marks the tab as having a socket; if the upgrade never completes (the client went away
  /// first), the claim lapses, so the page's next attempt is not refused.
  private func claimSocket(of tab: BrowserTab) {
    tab.isConnected = true
    tab.socketClaims += 1
    let claim = tab.socketClaims
    Task { [weak tab] in
      try? await Task.sleep(for: .seconds(5))
      guard let tab, tab.socketClaims == claim, !tab.hasRunningSocket else { return }
      tab.isConnected = false
    }
  }

  /// The live tab with `id`, whatever its browser.
  func tab(id: String) -> BrowserTab? { tabs[id] }

  /// A live tab of the browser (the form's post acts on it).
  func tab(id: String, browserID: String) -> BrowserTab? {
    guard let tab = tabs[id], tab.browserID == browserID else { return nil }
    return tab
  }

  private func makeTab(
    id: String, browserID: String, sizeClass: UserInterfaceSizeClass, from saved: SavedTab?,
    isNew: Bool = false
  ) async -> BrowserTab? {
    let appStorage = await appStorage(for: browserID)
    // Another request may have made the tab while the store answered.
    guard tabs[id] == nil, makeRoom(for: browserID) else { return nil }
    let restoration = RestorationStore.inMemory()
    for (scene, data) in saved?.scenes ?? [:] { try? restoration.write(data, scene: scene) }
    // A restored tab has the window it had; a new one, until its page reports, the request's.
    let width = isNew ? nil : saved.map(\.width).flatMap { $0 > 0 ? $0 : nil }
    let runtime = makeRuntime(
      width.map(BrowserTab.sizeClass(forWidth:)) ?? sizeClass, restoration, appStorage.defaults,
      appData(for: browserID))
    if let saved, !isNew, saved.width > 0, saved.height > 0 {
      runtime.sceneSize = CGSize(width: saved.width, height: saved.height)
    } else if runtime.horizontalSizeClass == .regular {
      // A desktop window's size until the page reports its own.
      runtime.sceneSize = CGSize(width: 1280, height: 800)
    }
    let tab = BrowserTab(id: id, browserID: browserID, runtime: runtime)
    if let saved, !isNew { persistence.restored(saved) }
    tab.onUpdate = { [weak self, weak tab] in
      guard let self, let tab else { return }
      self.persistence.tabChanged(tab)
    }
    tabs[tab.id] = tab
    return tab
  }

  /// Where a browser's app files and SwiftData stores are: its own folder, as a device has its
  /// own, named by its id — only an id this server could have issued (32 hex digits), since the
  /// id comes from a cookie; anything else, and every browser without a data folder, in memory.
  func appData(for browserID: String) -> AppDataLocation {
    guard let appDataFolder, browserID.count == 32,
      browserID.allSatisfy({ $0.isHexDigit && !$0.isUppercase })
    else { return .memory }
    return .folder(appDataFolder.appendingPathComponent(browserID, isDirectory: true))
  }

  /// Ends the browser's least recently used tab when it has as many as it may, and the
  /// server's least recently used tab without a page when it is full; false when it is full of
  /// tabs with pages.
  private func makeRoom(for browserID: String) -> Bool {
    let own = tabs.values.filter { $0.browserID == browserID }
    if own.count >= limits.tabsPerBrowser, let oldest = own.min(by: Self.lessRecentlyUsed) {
      end(oldest)
    }
    if tabs.count >= limits.tabs {
      guard let idle = tabs.values.filter({ !$0.isConnected }).min(by: Self.lessRecentlyUsed)
      else { return false }
      end(idle)
    }
    return true
  }

  /// The browser's `@AppStorage`, read from the store when it has no tab here yet.
  private func appStorage(for browserID: String) async -> BrowserAppStorage {
    if let storage = appStorages[browserID] { return storage }
    let stored = await persistence.read { try await $0.appStorage(browser: browserID) } ?? [:]
    if let storage = appStorages[browserID] { return storage }
    let storage = BrowserAppStorage(browser: browserID, stored: stored) { [weak self] in
      guard let self, let storage = self.appStorages[browserID] else { return }
      self.persistence.appStorageChanged(storage)
    }
    appStorages[browserID] = storage
    return storage
  }

  /// Another worker changed the browser's `@AppStorage`: its tabs here show the change.
  func appStorageChangedElsewhere(browserID: String) async {
    guard appStorages[browserID] != nil,
      let remote = await persistence.read({ try await $0.appStorage(browser: browserID) }),
      let storage = appStorages[browserID]
    else { return }
    storage.take(remote)
  }

  private func savedTab(_ id: String, browser: String) async -> SavedTab? {
    // A tab parked or ended a moment ago may not be in the store yet.
    if let unsaved = persistence.unsavedSnapshot(of: id), unsaved.browser == browser {
      return unsaved
    }
    return await persistence.read { try await $0.tab(id, browser: browser) }
  }

  /// Ends the tabs idle for longer than the limit; returns how many ended.
  @discardableResult
  func expireIdle(now: ContinuousClock.Instant = .now) -> Int {
    let expired = tabs.values.filter { now - $0.lastActivity > limits.idleTimeout }
    for tab in expired { end(tab) }
    persistence.forgetOldSnapshots(now: now)
    return expired.count
  }

  /// Parks the tabs whose page has been hidden, or which have had no act, for longer than the
  /// limits: each one's state goes to the store and its memory is freed, and its page gets it
  /// back, as from a worker that stopped, when shown again or acted on. Returns how many.
  @discardableResult
  func parkIdle(now: ContinuousClock.Instant = .now) -> Int {
    let parked = tabs.values.filter { tab in
      guard tab.hasRunningSocket else { return false }
      func longer(since start: ContinuousClock.Instant?, than limit: Duration?) -> Bool {
        guard let start, let limit else { return false }
        return now - start > limit
      }
      return longer(since: tab.hiddenSince, than: limits.parkHiddenAfter)
        || longer(since: tab.lastActivity, than: limits.parkIdleAfter)
    }
    for tab in parked { end(tab, parking: true) }
    parkedCount += parked.count
    return parked.count
  }

  /// Has every open tab with no act for longer than the limit give back the sizes its views
  /// kept from measuring and its index of elements by id (made again by any update or act
  /// since); returns how many sizes were dropped.
  @discardableResult
  func releaseIdleMeasurements(now: ContinuousClock.Instant = .now) -> Int {
    guard let limit = limits.releaseMeasurementsAfter else { return 0 }
    return tabs.values.filter { now - $0.lastActivity > limit }.reduce(0) { released, tab in
      tab.runtime.releaseElementIndex()
      return released + tab.runtime.releaseMeasurements()
    }
  }

  /// How many tabs were parked since the server started.
  private(set) var parkedCount = 0

  /// Ends every tab (the server stops), and waits until the store has what they held, for at most
  /// `limit` (a stopping server has seconds, not minutes).
  func endAll(within limit: Duration = .seconds(5)) async {
    for storage in appStorages.values { persistence.appStorageChanged(storage) }
    for tab in tabs.values { end(tab) }
    await persistence.flush(limit: limit)
  }

  private func end(_ tab: BrowserTab, parking: Bool = false) {
    tabs[tab.id] = nil
    persistence.tabEnded(tab)
    if parking { tab.park() } else { tab.end() }
    if !tabs.values.contains(where: { $0.browserID == tab.browserID }),
      let storage = appStorages.removeValue(forKey: tab.browserID)
    {
      persistence.appStorageChanged(storage)
    }
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
