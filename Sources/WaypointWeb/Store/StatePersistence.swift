import Foundation
import Logging

/// Writes what tabs and browsers must not lose to the store, in batches at most every 250 ms:
/// the tabs changed since the last batch in one statement, then the browsers' changed
/// `@AppStorage` keys; everything when the worker stops. When the store is down, it logs once,
/// keeps what is unsaved, and tries again every second until the store is back; the tabs go on
/// from memory meanwhile.
@MainActor
final class StatePersistence {
  let store: any BrowserStateStore
  private let logger: Logger
  /// The shortest time between two writes of one tab.
  static let tabInterval: Duration = .milliseconds(250)
  /// How long to wait before writing again after the store failed.
  static let retryInterval: Duration = .seconds(1)

  /// What the store holds of each tab this worker wrote or restored, by tab id.
  private var written: [String: SavedTab] = [:]
  /// Tabs changed since the last batch, by id.
  private var changed: [String: BrowserTab] = [:]
  /// Snapshots not yet in the store (tabs that ended, batches that failed), by tab id.
  private var unsaved: [String: SavedTab] = [:]
  /// Tabs that ended, forgotten once their last state is written.
  private var ended: Set<String> = []
  private var batch: Task<Void, Never>?
  private var lastBatch = ContinuousClock.now - StatePersistence.tabInterval
  /// Browsers whose `@AppStorage` changed since the last batch, by browser id.
  private var changedAppStorage: [String: BrowserAppStorage] = [:]
  private var isStoreDown = false
  /// Each browser's newest snapshot taken here, for a minute: a new tab of the browser starts
  /// from it even before the store has it (its tab ended a moment ago).
  private var recent: [String: (tab: SavedTab, taken: ContinuousClock.Instant)] = [:]
  /// How many writes reached the store (tabs and `@AppStorage`), for measurements.
  private(set) var writeCount = 0

  init(store: any BrowserStateStore, logger: Logger) {
    self.store = store
    self.logger = logger
  }

  /// The store holds `tab` as restored (so an unchanged tab is not written again).
  func restored(_ tab: SavedTab) {
    written[tab.tab] = tab
  }

  /// How long a page waits for the store before going on without what it holds.
  static let readDeadline: Duration = .seconds(1)

  /// What `body` reads from the store, or nil when the store fails or is slow (logged once).
  func read<T: Sendable>(_ body: @escaping @Sendable (any BrowserStateStore) async throws -> T?)
    async -> T?
  {
    let store = store
    do {
      let value = try await withDeadline(Self.readDeadline) { try await body(store) }
      storeAnswered()
      return value
    } catch {
      storeFailed(error)
      return nil
    }
  }

  /// Where a new tab of the browser starts: its newest tab's state, here or in the store.
  func latestTab(browser: String) async -> SavedTab? {
    if let recent = recent[browser] { return recent.tab }
    return await read { try await $0.latestTab(browser: browser) }
  }

  /// Forgets snapshots older than a minute (the store has them by then, or never will).
  func forgetOldSnapshots(now: ContinuousClock.Instant = .now) {
    recent = recent.filter { now - $0.value.taken < .seconds(60) }
  }

  private func took(_ snapshot: SavedTab) {
    recent[snapshot.browser] = (snapshot, .now)
  }

  /// The snapshot of the tab `id` taken and not yet in the store, if any.
  func unsavedSnapshot(of id: String) -> SavedTab? { unsaved[id] }

  /// The tab changed: it is written with the next batch, at most every 250 ms.
  func tabChanged(_ tab: BrowserTab) {
    changed[tab.id] = tab
    scheduleBatch()
  }

  /// The tab ends: its state is written with the next batch (`flush()` waits for it).
  func tabEnded(_ tab: BrowserTab) {
    let snapshot = tab.snapshot()
    took(snapshot)
    changed[tab.id] = nil
    unsaved[tab.id] = snapshot
    ended.insert(tab.id)
    scheduleBatch()
  }

  /// Starts the next batch when the interval since the last one has passed (or after `delay`).
  private func scheduleBatch(after delay: Duration? = nil) {
    guard batch == nil else { return }
    let due = delay.map { ContinuousClock.now + $0 } ?? max(lastBatch + Self.tabInterval, .now)
    batch = Task {
      try? await Task.sleep(until: due)
      let tabsSaved = await self.writeBatch()
      let appStorageSaved = await self.writeAppStorage()
      self.batch = nil
      if self.hasUnsaved {
        self.scheduleBatch(after: tabsSaved && appStorageSaved ? nil : Self.retryInterval)
      }
    }
  }

  /// Whether something is waiting to be written.
  private var hasUnsaved: Bool {
    !changed.isEmpty || !unsaved.isEmpty || !changedAppStorage.isEmpty
  }

  /// Writes every tab changed since the last batch, and what earlier batches could not write,
  /// in one statement; tabs whose state the store already holds are left out. Returns whether
  /// the store took it.
  private func writeBatch() async -> Bool {
    lastBatch = .now
    for (id, tab) in changed where tab.isAlive {
      let snapshot = tab.snapshot()
      took(snapshot)
      unsaved[id] = snapshot
    }
    changed = [:]
    var writes: [SavedTab] = []
    for (id, snapshot) in unsaved {
      var snapshot = snapshot
      if let last = written[id] {
        if last.sameState(as: snapshot) {
          unsaved[id] = nil
          forgetIfEnded(id)
          continue
        }
        snapshot.revision = last.revision + 1
      }
      writes.append(snapshot)
    }
    guard !writes.isEmpty else { return true }
    do {
      try await store.save(writes)
    } catch {
      storeFailed(error)
      return false
    }
    storeAnswered()
    writeCount += writes.count
    for snapshot in writes {
      if written[snapshot.tab].map({ $0.revision < snapshot.revision }) ?? true {
        written[snapshot.tab] = snapshot
      }
      // A newer snapshot taken while this batch was written stays for the next one.
      if unsaved[snapshot.tab]?.sameState(as: snapshot) == true { unsaved[snapshot.tab] = nil }
      forgetIfEnded(snapshot.tab)
    }
    return true
  }

  private func forgetIfEnded(_ id: String) {
    guard unsaved[id] == nil, ended.remove(id) != nil else { return }
    written[id] = nil
  }

  /// The browser's `@AppStorage` changed: its changed keys are written with the next batch.
  func appStorageChanged(_ storage: BrowserAppStorage) {
    changedAppStorage[storage.browser] = storage
    scheduleBatch()
  }

  /// Writes each changed browser's unsaved `@AppStorage` keys; those the store did not take
  /// wait for the next batch. Returns whether the store took them all.
  private func writeAppStorage() async -> Bool {
    let storages = changedAppStorage
    changedAppStorage = [:]
    var allSaved = true
    for storage in storages.values {
      let changes = storage.unsavedChanges
      guard !changes.isEmpty else { continue }
      do {
        try await store.saveAppStorage(changes, browser: storage.browser)
      } catch {
        storeFailed(error)
        changedAppStorage[storage.browser] = storage
        allSaved = false
        continue
      }
      storage.saved(changes)
      writeCount += 1
      storeAnswered()
    }
    return allSaved
  }

  /// Writes what is unsaved now and waits until the store has it (the worker is stopping),
  /// for at most `limit`.
  func flush(limit: Duration = .seconds(5)) async {
    let deadline = ContinuousClock.now + limit
    if batch == nil { scheduleBatch(after: .zero) }
    while batch != nil || hasUnsaved, ContinuousClock.now < deadline {
      if batch == nil { scheduleBatch(after: .zero) }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }

  private func storeFailed(_ error: any Error) {
    guard !isStoreDown else { return }
    isStoreDown = true
    logger.error(
      "The store is unavailable (\(store.reason(error))): serving from memory, writing again when it is back."
    )
  }

  private func storeAnswered() {
    guard isStoreDown else { return }
    isStoreDown = false
    logger.notice("The store is back: writing what changed meanwhile.")
  }
}
