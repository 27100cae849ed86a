import Foundation
import Logging

/// Writes what tabs and browsers must not lose to the store: a tab at most every 250 ms after
/// it changed, a browser's `@AppStorage` as soon as it changed, everything when the worker
/// stops. When the store is down, it logs once, keeps what is unsaved, and tries again every
/// second until the store is back; the tabs go on from memory meanwhile.
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
  private var lastWrite: [String: ContinuousClock.Instant] = [:]
  private var scheduled: Set<String> = []
  /// Writes under way that the worker waits for when it stops, by a serial number.
  private var inFlight: [Int: Task<Void, Never>] = [:]
  private var nextWrite = 0
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

  /// The tab changed: it is written once the interval since its last write has passed.
  func tabChanged(_ tab: BrowserTab) {
    guard scheduled.insert(tab.id).inserted else { return }
    let due = (lastWrite[tab.id] ?? .now - Self.tabInterval) + Self.tabInterval
    Task { [weak self, weak tab] in
      try? await Task.sleep(until: due)
      guard let self else { return }
      self.scheduled.remove(tab?.id ?? "")
      guard let tab, tab.isAlive else { return }
      let snapshot = tab.snapshot()
      self.took(snapshot)
      await self.write(snapshot)
    }
  }

  /// Writes the tab's state now (it ends); `flush()` waits for it.
  func tabEnded(_ tab: BrowserTab) {
    let snapshot = tab.snapshot()
    took(snapshot)
    track {
      await self.write(snapshot, retrying: false)
      self.written[snapshot.tab] = nil
      self.lastWrite[snapshot.tab] = nil
    }
  }

  /// Runs a write that `flush()` waits for.
  private func track(_ write: @escaping @MainActor () async -> Void) {
    let number = nextWrite
    nextWrite += 1
    // Runs on the main actor after this method returns, so it always finds its own entry.
    inFlight[number] = Task {
      await write()
      self.inFlight[number] = nil
    }
  }

  /// Writes `snapshot` unless the store holds the same state; on failure, tries again later.
  private func write(_ snapshot: SavedTab, retrying: Bool = true) async {
    var snapshot = snapshot
    if let last = written[snapshot.tab] {
      if last.sameState(as: snapshot) { return }
      snapshot.revision = last.revision + 1
    }
    lastWrite[snapshot.tab] = .now
    do {
      try await store.save(snapshot)
      if written[snapshot.tab].map({ $0.revision < snapshot.revision }) ?? true {
        written[snapshot.tab] = snapshot
      }
      writeCount += 1
      storeAnswered()
    } catch {
      storeFailed(error)
      guard retrying else { return }
      try? await Task.sleep(for: Self.retryInterval)
      await write(snapshot)
    }
  }

  /// Writes the browser's unsaved `@AppStorage` keys.
  func appStorageChanged(_ storage: BrowserAppStorage) {
    let changes = storage.unsavedChanges
    guard !changes.isEmpty else { return }
    track {
      do {
        try await self.store.saveAppStorage(changes, browser: storage.browser)
        storage.saved(changes)
        self.writeCount += 1
        self.storeAnswered()
      } catch {
        self.storeFailed(error)
        try? await Task.sleep(for: Self.retryInterval)
        self.appStorageChanged(storage)
      }
    }
  }

  /// Waits for the writes started so far (the worker is stopping), for at most `limit`.
  func flush(limit: Duration = .seconds(5)) async {
    let writes = Array(inFlight.values)
    let waiting = Task { for write in writes { await write.value } }
    let timeout = Task {
      try? await Task.sleep(for: limit)
      waiting.cancel()
    }
    await waiting.value
    timeout.cancel()
  }

  private func storeFailed(_ error: any Error) {
    guard !isStoreDown else { return }
    isStoreDown = true
    logger.error(
      "The store is unavailable (\(PostgresStateStore.reason(error))): serving from memory, writing again when it is back."
    )
  }

  private func storeAnswered() {
    guard isStoreDown else { return }
    isStoreDown = false
    logger.notice("The store is back: writing what changed meanwhile.")
  }
}
