import Foundation
import TestSupport
import Testing
import WaypointUI

@testable import WaypointWeb

/// Parking: a tab whose page is hidden, or that nobody acts on, for long enough gives its memory
/// back; its state waits in the store, and the page gets it back as from a stopped worker.
@MainActor
@Suite("Parking idle tabs")
struct TabParkingTests {
  private struct Kept: View {
    @SceneStorage("note") private var note = ""
    var body: some View {
      // Padded: a modifier's layout layer is what a layout pass once kept alive.
      TextField("Note", text: $note).padding()
    }
  }

  private func sessions(_ store: MemoryStateStore = MemoryStateStore()) -> BrowserSessions {
    var limits = BrowserSessions.Limits()
    limits.parkHiddenAfter = .seconds(60)
    limits.parkIdleAfter = .seconds(600)
    return BrowserSessions(limits: limits, store: store) { sizeClass, restoration, storage, _ in
      ViewRuntime(
        Kept(), horizontalSizeClass: sizeClass, restoration: restoration, appStorage: storage)
    }
  }

  /// A tab with its page made and a socket attached; what it pushes is collected.
  private func openTab(in sessions: BrowserSessions, pushed: Box<[String]>) async throws
    -> BrowserTab
  {
    let tab = try #require(
      await sessions.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular))
    _ = await tab.page(address: "/")
    tab.hasRunningSocket = true
    tab.push = { pushed.value.append($0) }
    return tab
  }

  private func type(_ text: String, into tab: BrowserTab) async throws {
    let field = try #require(
      tab.runtime.elements.flatMap(\.allElements).first { $0.label == "Note" })
    _ = await tab.receive(
      ClientMessage(kind: .act, element: String(field.id.rawValue), action: "setText", value: text))
  }

  private func visibility(_ hidden: Bool, of tab: BrowserTab) async {
    _ = await tab.receive(ClientMessage(kind: .visibility, hidden: hidden))
  }

  @Test("a page hidden for a minute is parked, told so, and comes back with its typed text")
  func hiddenTab() async throws {
    let store = MemoryStateStore()
    let sessions = sessions(store)
    let pushed = Box<[String]>([])
    let tab = try await openTab(in: sessions, pushed: pushed)
    try await type("Salt", into: tab)
    await visibility(true, of: tab)
    let hiddenAt = ContinuousClock.now
    #expect(sessions.parkIdle(now: hiddenAt + .seconds(30)) == 0)
    #expect(sessions.parkIdle(now: hiddenAt + .seconds(61)) == 1)
    #expect(sessions.count == 0 && !tab.isAlive && sessions.parkedCount == 1)
    #expect(pushed.value.last?.contains(#""pk":true"#) == true)

    // Shown again, the page reconnects: the tab comes back, the whole page first.
    let restored = try #require(await sessions.tabForSocket(id: tab.id, browserID: "a"))
    let hello = try #require(
      await restored.receive(ClientMessage(kind: .hello, width: 1200, height: 800, path: "/")))
    let update = try #require(
      JSONSerialization.jsonObject(with: Data(hello.utf8)) as? [String: Any])
    #expect((update["page"] as? String)?.contains("value=\"Salt\"") == true)
    #expect(sessions.count == 1)
    await sessions.endAll(within: Patience.forTasks)
  }

  @Test("a parked tab gives back its runtime and every element its page showed")
  func parkedTabIsFreed() async throws {
    let sessions = sessions()
    weak var runtime: ViewRuntime?
    var elements: [() -> Element?] = []
    do {
      let tab = try await openTab(in: sessions, pushed: Box([]))
      runtime = tab.runtime
      for element in tab.runtime.elements.flatMap(\.allElements) {
        weak let weakElement = element
        elements.append { weakElement }
      }
      await visibility(true, of: tab)
    }
    #expect(sessions.parkIdle(now: .now + .seconds(61)) == 1)
    #expect(!elements.isEmpty)
    #expect(runtime == nil)
    #expect(elements.count { $0() != nil } == 0)
  }

  @Test("a page shown again before the minute is not parked; hiding is no act")
  func shownAgain() async throws {
    let sessions = sessions()
    let tab = try await openTab(in: sessions, pushed: Box([]))
    let lastAct = tab.lastActivity
    await visibility(true, of: tab)
    await visibility(false, of: tab)
    #expect(sessions.parkIdle(now: .now + .seconds(61)) == 0)
    // Only acts count as activity: ten minutes after the last one, even a shown tab parks.
    #expect(tab.lastActivity == lastAct)
    #expect(sessions.parkIdle(now: tab.lastActivity + .seconds(599)) == 0)
    #expect(sessions.parkIdle(now: tab.lastActivity + .seconds(601)) == 1)
  }

  @Test("a tab with no socket attached is not parked (ending it is the idle timeout's job)")
  func noSocket() async throws {
    let sessions = sessions()
    let tab = try await openTab(in: sessions, pushed: Box([]))
    tab.hasRunningSocket = false
    #expect(sessions.parkIdle(now: .now + .seconds(3600)) == 0)
    #expect(sessions.count == 1)
  }

  @Test("parking looks four times per delay, at least every second, and not at all when off")
  func interval() {
    var configuration = WebServer.Configuration()
    // The shortest delay by default is releasing measurements after 30 seconds.
    #expect(WebServer.parkingInterval(configuration) == .milliseconds(7_500))
    configuration.releaseMeasurementsAfter = nil
    #expect(WebServer.parkingInterval(configuration) == .seconds(15))
    configuration.parkHiddenAfter = .seconds(2)
    #expect(WebServer.parkingInterval(configuration) == .seconds(1))
    configuration.parkHiddenAfter = nil
    configuration.parkIdleAfter = nil
    #expect(WebServer.parkingInterval(configuration) == nil)
  }

  @Test("a page told where its elements moved makes its tab no index of elements; an act does")
  func placementsWithoutIndex() async throws {
    let pushed = Box<[String]>([])
    let tab = try await openTab(in: sessions(), pushed: pushed)
    let reply = await tab.receive(ClientMessage(kind: .size, width: 700, height: 900))
    // The reply moves elements (`"p"`, a placement) rather than drawing them again.
    #expect(([reply ?? ""] + pushed.value).contains { $0.contains(#""p":""#) })
    #expect(tab.runtime.releaseElementIndex() == 0)
    try await type("Salt", into: tab)
    #expect(tab.runtime.releaseElementIndex() > 0)
  }

  @Test(
    "an open tab nobody acted on for 30 seconds gives back its measurements and index, and keeps working"
  )
  func releasedMeasurements() async throws {
    let sessions = sessions()
    let pushed = Box<[String]>([])
    let tab = try await openTab(in: sessions, pushed: pushed)
    #expect(sessions.releaseIdleMeasurements(now: tab.lastActivity + .seconds(29)) == 0)
    #expect(sessions.releaseIdleMeasurements(now: tab.lastActivity + .seconds(31)) > 0)
    #expect(sessions.releaseIdleMeasurements(now: tab.lastActivity + .seconds(31)) == 0)
    // Its index of elements by id went too, and the act below finds its field all the same.
    #expect(tab.runtime.releaseElementIndex() == 0)
    try await type("Salt", into: tab)
    let field = tab.runtime.elements.flatMap(\.allElements).first { $0.label == "Note" }
    #expect(field?.frame?.size.width ?? 0 > 0)
    // The act made the index again.
    #expect(tab.runtime.releaseElementIndex() > 0)
    #expect(sessions.count == 1)
    // The act kept sizes again; the tab is not parked for being idle 30 seconds.
    #expect(sessions.releaseIdleMeasurements(now: tab.lastActivity + .seconds(31)) > 0)
    #expect(sessions.parkIdle(now: tab.lastActivity + .seconds(31)) == 0)
  }
}

/// A value a closure can add to.
@MainActor
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
