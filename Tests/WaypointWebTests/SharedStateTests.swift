import Foundation
import TestSupport
import Testing
import WaypointUI

@testable import WaypointWeb

/// Tabs' state in a store shared by workers, tried with two workers in one process sharing the
/// in-memory store (the PostgreSQL store is tried in `ClusterIntegrationTests`).
@MainActor
@Suite("Tabs' state shared between workers")
struct SharedStateTests {
  /// How long ending the tabs may take: generous, as the whole suite running beside these tests
  /// can hold the main actor for seconds.
  private static let flushLimit = Patience.forTasks

  private struct Kept: View {
    @SceneStorage("note") private var note = ""
    @AppStorage("greeting") private var greeting = ""
    var body: some View {
      TextField("Note", text: $note)
      TextField("Greeting", text: $greeting)
      Text("Greeting: \(greeting)")
    }
  }

  private func worker(_ store: MemoryStateStore) -> BrowserSessions {
    BrowserSessions(limits: .init(), store: store) { sizeClass, restoration, appStorage, _ in
      ViewRuntime(
        Kept(), horizontalSizeClass: sizeClass, restoration: restoration, appStorage: appStorage)
    }
  }

  /// A new tab of browser `browser`, its page made.
  private func openTab(in sessions: BrowserSessions, browser: String = "a") async throws
    -> BrowserTab
  {
    let tab = try #require(
      await sessions.tabForPage(browserID: browser, reloading: nil, sizeClass: .regular))
    _ = await tab.page(address: "/")
    return tab
  }

  private func type(_ text: String, into label: String, of tab: BrowserTab) async throws {
    let field = try #require(
      tab.runtime.elements.flatMap(\.allElements).first { $0.label == label })
    _ = await tab.receive(
      ClientMessage(kind: .act, element: String(field.id.rawValue), action: "setText", value: text))
  }

  @Test(
    "a tab another worker held comes back from the store, and its first answer is the whole page")
  func restoredElsewhere() async throws {
    let store = MemoryStateStore()
    let first = worker(store)
    let tab = try await openTab(in: first)
    try await type("Salt", into: "Note", of: tab)
    // The worker stops (as SIGTERM stops it): every tab is written.
    await first.endAll(within: Self.flushLimit)
    let saved = try #require(try await store.tab(tab.id, browser: "a"))
    #expect(!saved.scenes.isEmpty)

    let second = worker(store)
    let restored = try #require(await second.tabForSocket(id: tab.id, browserID: "a"))
    let hello = try #require(
      await restored.receive(ClientMessage(kind: .hello, width: 1200, height: 800, path: "/")))
    let update = try #require(
      JSONSerialization.jsonObject(with: Data(hello.utf8)) as? [String: Any])
    let page = try #require(update["page"] as? String)
    #expect(page.contains("value=\"Salt\""))
    // The next answer is a patch again.
    let next = try #require(
      await restored.receive(ClientMessage(kind: .size, width: 1200, height: 700)))
    #expect(!next.contains("\"page\""))
    await second.endAll(within: Self.flushLimit)
  }

  @Test("a page cannot reach another browser's tab: the socket naming it gets a tab of its own")
  func isolation() async throws {
    let store = MemoryStateStore()
    let sessions = worker(store)
    let tab = try await openTab(in: sessions)
    try await type("Salt", into: "Note", of: tab)
    try await type("Hello", into: "Greeting", of: tab)
    // While it lives, another browser naming it is refused.
    #expect(await sessions.tabForSocket(id: tab.id, browserID: "b") == nil)
    await sessions.endAll(within: Self.flushLimit)
    let saved = try await store.tab(tab.id, browser: "a")

    // Ended, its id names nothing of another browser's: that browser gets a tab of its own.
    let intruder = try #require(await sessions.tabForSocket(id: tab.id, browserID: "b"))
    let hello = try #require(
      await intruder.receive(ClientMessage(kind: .hello, width: 1200, height: 800, path: "/")))
    #expect(!hello.contains("Salt"))
    #expect(!hello.contains("Hello"))
    let reload = try #require(
      await sessions.tabForPage(browserID: "b", reloading: tab.id, sizeClass: .regular))
    let page = await reload.page(address: "/")
    #expect(!page.contains("Salt"))
    #expect(!page.contains("Hello"))
    await sessions.endAll(within: Self.flushLimit)
    // What the first browser saved is as it was.
    #expect(try await store.tab(tab.id, browser: "a") == saved)
    #expect(try await store.appStorage(browser: "b")["greeting"] == nil)
  }

  @Test("a browser's @AppStorage is one store for all its tabs, kept when they all end")
  func appStorageByBrowser() async throws {
    let store = MemoryStateStore()
    let sessions = worker(store)
    let first = try await openTab(in: sessions)
    let second = try await openTab(in: sessions)
    try await type("Hello", into: "Greeting", of: first)
    await second.runtime.settle()
    #expect(
      second.runtime.elements.flatMap(\.allElements).contains { $0.label == "Greeting: Hello" })
    await sessions.endAll(within: Self.flushLimit)
    let stored = try await store.appStorage(browser: "a")
    #expect(stored["greeting"].flatMap(BrowserAppStorage.decode) as? String == "Hello")
    let later = try #require(
      await sessions.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular))
    #expect((await later.page(address: "/")).contains("Greeting: Hello"))
    await sessions.endAll(within: Self.flushLimit)
  }

  @Test("a change another worker made to a browser's @AppStorage shows in its tabs here")
  func appStorageFromElsewhere() async throws {
    let store = MemoryStateStore()
    let sessions = worker(store)
    let tab = try await openTab(in: sessions)
    let value = try #require(BrowserAppStorage.encode("From afar"))
    try await store.saveAppStorage(["greeting": value], browser: "a")
    await sessions.appStorageChangedElsewhere(browserID: "a")
    await tab.runtime.settle()
    #expect(
      tab.runtime.elements.flatMap(\.allElements).contains { $0.label == "Greeting: From afar" })
    await sessions.endAll(within: Self.flushLimit)
  }

  @Test("a tab is written once per change, not again when nothing changed")
  func writesFollowChanges() async throws {
    let store = MemoryStateStore()
    let sessions = worker(store)
    let tab = try await openTab(in: sessions)
    try await type("Salt", into: "Note", of: tab)
    await sessions.endAll(within: Self.flushLimit)
    let writes = sessions.persistence.writeCount
    let revision = try #require(try await store.tab(tab.id, browser: "a")).revision
    // The same state again: nothing to write.
    let again = try #require(await sessions.tabForSocket(id: tab.id, browserID: "a"))
    // The page reports the window the tab already lays out in.
    let size = again.runtime.sceneSize
    _ = await again.receive(
      ClientMessage(kind: .hello, width: size.width, height: size.height, path: "/"))
    await sessions.endAll(within: Self.flushLimit)
    #expect(sessions.persistence.writeCount == writes)
    #expect(try await store.tab(tab.id, browser: "a")?.revision == revision)
  }
}

/// Workers started with a store they cannot use: `recipes-web-cluster` with an address where
/// nothing listens or that is not PostgreSQL's, and `recipes-web`, which has no shared store.
@Suite("A store a worker cannot use")
struct StoreAddressIntegrationTests {
  @Test(
    "a store that is down at start, or an address that is not one, is one line and exit status 1",
    .integration)
  func storeUnusableAtStart() async throws {
    let web = try BuiltExecutable(named: "recipes-web-cluster")
    let alone = try BuiltExecutable(named: "recipes-web")
    let (down, malformed, memoryOnly) = try await Task.detached {
      (
        try web.run(["--port", "0", "--store", "postgres://waypoint@127.0.0.1:1/waypoint"]),
        try web.run(["--port", "0", "--store", "http://example.com/db"]),
        try alone.run(["--port", "0", "--store", "postgres://waypoint@127.0.0.1:1/waypoint"])
      )
    }.value
    #expect(down.status == 1)
    #expect(
      down.error.split(separator: "\n").last
        == "error: cannot use the store at postgres://waypoint@127.0.0.1:1/waypoint: connection refused (is PostgreSQL running there?)"
    )
    #expect(!down.error.contains("PostgresNIO"))
    #expect(malformed.status == 1)
    #expect(
      malformed.error.trimmingCharacters(in: .whitespacesAndNewlines)
        == "error: the store must be a postgres://user@host:port/database address")
    #expect(memoryOnly.status == 1)
    #expect(memoryOnly.error.contains("keeps tabs' state in memory only"), "\(memoryOnly.error)")
  }
}
