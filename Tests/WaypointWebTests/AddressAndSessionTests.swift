import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

@MainActor
@Suite("Addresses, history, sessions and limits")
struct AddressAndSessionTests {
  @Test("an app URL's address drops its scheme and host; a custom scheme's host is a segment")
  func addresses() throws {
    #expect(
      AddressBar.path(for: try #require(URL(string: "recipes://recipe/shakshuka")))
        == "/recipe/shakshuka")
    #expect(
      AddressBar.path(for: try #require(URL(string: "recipes://search?q=l%C3%A9gumes")))
        == "/search?q=l%C3%A9gumes")
    #expect(
      AddressBar.path(for: try #require(URL(string: "https://recipes.example/chef/ada")))
        == "/chef/ada")
    #expect(AddressBar.path(for: try #require(URL(string: "recipes://"))) == "/")
    #expect(AddressBar.slug("Chocolate Cake!") == "chocolate-cake")
    #expect(AddressBar.slug("Crème brûlée") == "cr%C3%A8me-br%C3%BBl%C3%A9e")
  }

  @Test("an address opens in the app's own scheme, and only a path does")
  func appURLs() {
    let runtime = ViewRuntime(Text("x"))
    runtime.additionalURLSchemes = ["recipes"]
    #expect(
      AddressBar.appURL(for: "/recipe/soup", in: runtime)?.absoluteString == "recipes://recipe/soup"
    )
    #expect(AddressBar.appURL(for: "//evil.example/x", in: runtime) == nil)
    #expect(AddressBar.appURL(for: "javascript:alert(1)", in: runtime) == nil)
  }

  @Test("history: a push drops the entries after the current one, as a browser does")
  func history() {
    var history = BrowserHistory()
    history.push(.init(path: "/", selectedTab: nil))
    history.push(.init(path: "/a", selectedTab: nil))
    history.push(.init(path: "/a/b", selectedTab: nil))
    let moved = history.move(to: 1)
    #expect(moved?.path == "/a")
    history.push(.init(path: "/c", selectedTab: nil))
    #expect(history.entries.map(\.path) == ["/", "/a", "/c"])
    let unknown = history.move(to: 7)
    #expect(unknown == nil)
  }

  private func sessions(_ limits: BrowserSessions.Limits) -> BrowserSessions {
    BrowserSessions(limits: limits) { sizeClass, store, appStorage, _ in
      ViewRuntime(
        Kept(), horizontalSizeClass: sizeClass, restoration: store, appStorage: appStorage)
    }
  }

  @Test("one browser's tabs are bounded: its oldest ends")
  func perBrowserBound() async throws {
    let store = sessions(.init(tabs: 10, tabsPerBrowser: 2))
    let first = try #require(
      await store.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular))
    _ = await store.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular)
    _ = await store.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular)
    #expect(store.count == 2)
    #expect(store.tab(id: first.id, browserID: "a") == nil)
  }

  @Test("the server's tabs are bounded: an idle one ends, and with none idle a page is refused")
  func totalBound() async throws {
    let store = sessions(.init(tabs: 2, tabsPerBrowser: 5))
    let first = try #require(
      await store.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular))
    let second = try #require(
      await store.tabForPage(browserID: "b", reloading: nil, sizeClass: .regular))
    second.isConnected = true
    let third = try #require(
      await store.tabForPage(browserID: "c", reloading: nil, sizeClass: .regular))
    #expect(store.tab(id: first.id, browserID: "a") == nil)
    third.isConnected = true
    let refused = await store.tabForPage(browserID: "d", reloading: nil, sizeClass: .regular)
    #expect(refused == nil)
    #expect(store.count == 2)
  }

  @Test("a reload gets its tab back, only from the same browser")
  func reloadKeepsTab() async throws {
    let store = sessions(.init())
    let tab = try #require(
      await store.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular))
    let reloaded = await store.tabForPage(browserID: "a", reloading: tab.id, sizeClass: .regular)
    #expect(reloaded === tab)
    let other = await store.tabForPage(browserID: "b", reloading: tab.id, sizeClass: .regular)
    #expect(other !== tab)
    #expect(store.tab(id: tab.id, browserID: "b") == nil)
  }

  private struct Kept: View {
    @SceneStorage("note") private var note = ""
    var body: some View {
      TextField("Note", text: $note)
    }
  }

  @Test("a browser's next tab restores the scene storage of one that ended")
  func sceneStorageOutlivesTab() async throws {
    let store = sessions(.init(tabs: 10, tabsPerBrowser: 1))
    let first = try #require(
      await store.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular))
    _ = await first.page(address: "/")
    let field = try #require(
      first.runtime.elements.flatMap(\.allElements).first { $0.label == "Note" })
    _ = await first.receive(
      ClientMessage(
        kind: .act, element: String(field.id.rawValue), action: "setText", value: "Salt"))
    // Its browser's next tab pushes the first out (one tab per browser here): it saves as it ends.
    let second = try #require(
      await store.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular))
    let page = await second.page(address: "/")
    #expect(page.contains("value=\"Salt\""))
    let other = try #require(
      await store.tabForPage(browserID: "b", reloading: nil, sizeClass: .regular))
    #expect(!(await other.page(address: "/")).contains("Salt"))
  }

  @Test("idle tabs end")
  func idleExpiry() async throws {
    let store = sessions(.init(idleTimeout: .seconds(60)))
    _ = await store.tabForPage(browserID: "a", reloading: nil, sizeClass: .regular)
    #expect(store.expireIdle() == 0)
    #expect(store.expireIdle(now: .now + .seconds(61)) == 1)
    #expect(store.count == 0)
  }

  @Test("identifiers are 128 random bits")
  func tokens() {
    let token = BrowserSessions.token()
    #expect(Cookies.token(token) == token)
    #expect(token != BrowserSessions.token())
    #expect(Cookies.token("../../etc") == nil)
  }

  @Test("only the page's own origin may open a socket")
  func origins() {
    #expect(WebServer.isSameOrigin("http://127.0.0.1:8080", authority: "127.0.0.1:8080"))
    #expect(!WebServer.isSameOrigin("http://evil.example", authority: "127.0.0.1:8080"))
    #expect(!WebServer.isSameOrigin("http://127.0.0.1:9999", authority: "127.0.0.1:8080"))
    #expect(!WebServer.isSameOrigin(nil, authority: "127.0.0.1:8080"))
    #expect(!WebServer.isSameOrigin("null", authority: "127.0.0.1:8080"))
  }

  @Test("a socket over its rate is stopped after its burst")
  func rate() {
    let start = ContinuousClock.now
    var rate = MessageRate(perSecond: 10, burst: 3, now: start)
    let burst = (0..<4).map { _ in rate.admit(now: start) }
    #expect(burst == [true, true, true, false])
    let later = rate.admit(now: start + .milliseconds(100))
    #expect(later)
  }

  @Test("cookies are read by name")
  func cookies() {
    #expect(Cookies.parse("a=1; wp_session=abc; b=2")["wp_session"] == "abc")
    #expect(Cookies.parse(nil).isEmpty)
  }
}
