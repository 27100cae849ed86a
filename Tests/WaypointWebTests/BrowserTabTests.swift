import Foundation
import Recipes
import Testing
import Waypoint

@testable import WaypointWeb

@MainActor
@Suite("A browser tab's updates, addresses and history")
struct BrowserTabTests {
  private struct Counter: View {
    @State private var count = 0
    let rows: Int

    var body: some View {
      List {
        Button("Add") { count += 1 }
        Text("Count: \(count)")
        ForEach(0..<rows, id: \.self) { Text("Row \($0)") }
      }
    }
  }

  private func update(_ json: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  /// An update's address change as `mode path entry`.
  private func address(_ update: [String: Any]) -> String? {
    guard let address = update["addr"] as? [String: Any] else { return nil }
    return "\(address["m"] ?? "") \(address["u"] ?? "") \(address["n"] ?? "")"
  }

  private func element(_ label: String, in tab: BrowserTab) throws -> Element {
    try #require(
      tab.runtime.elements.flatMap(\.allElements).last {
        ($0.label == label || $0.label.hasPrefix(label + " ")) && !$0.actions.isEmpty
      })
  }

  private func tap(_ label: String, in tab: BrowserTab) async throws -> String {
    let target = try element(label, in: tab)
    // As the page's script does: the server picks the element's primary action (a row that
    // only selects, a table's, is selected).
    return try #require(
      await tab.receive(
        ClientMessage(kind: .act, element: String(target.id.rawValue), action: "activate")))
  }

  @Test("a tap sends only the element that changed, a small fraction of the page")
  func updatesAreSmall() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Counter(rows: 1_000)))
    let page = await tab.page(address: "/")
    let reply = try await tap("Add", in: tab)
    let operations = try #require(try update(reply)["ops"] as? [[String: Any]])
    #expect(operations.count == 1, "\(reply)")
    #expect((operations.first?["h"] as? String)?.contains("Count: 1") == true)
    // Bytes per interaction, against the whole page (1,000 rows).
    #expect(reply.utf8.count * 100 < page.utf8.count)
  }

  private struct LongList: View {
    var body: some View {
      NavigationStack {
        List(0..<1_000, id: \.self) { NavigationLink("Row \($0)", value: $0) }
          .navigationTitle("Rows")
          .navigationDestination(for: Int.self) { Text("Row \($0)").navigationTitle("Detail") }
      }
    }
  }

  @Test("a push and a pop over a 1,000-row screen send its new attributes, not its rows")
  func coveringSendsNoRows() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(LongList()))
    let page = await tab.page(address: "/")
    let push = try await tap("Row 500", in: tab)
    #expect(push.utf8.count * 50 < page.utf8.count)
    #expect(!push.contains("Row 499"))
    let pop = try await tap("Rows", in: tab)
    #expect(pop.utf8.count * 50 < page.utf8.count)
    #expect(tab.currentPath() == "/rows")
  }

  @Test("a new window size moves what it moves; nothing changed, nothing sent")
  func emptyUpdate() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Counter(rows: 3)))
    _ = await tab.page(address: "/")
    let resized = try #require(
      await tab.receive(ClientMessage(kind: .size, width: 1200, height: 800)))
    let moves = try #require(update(resized)["ops"] as? [[String: Any]])
    #expect(!moves.isEmpty)
    #expect(moves.allSatisfy { ($0["s"] as? String)?.hasPrefix("left:") == true })
    let again = try #require(
      await tab.receive(ClientMessage(kind: .size, width: 1200, height: 800)))
    #expect((try update(again)["ops"] as? [Any])?.isEmpty == true)
  }

  @Test("a text whose width changes is drawn again in the lines the pass broke it into")
  func textRewrapped() async throws {
    let words = "Rice cooked in a deep, smoky tomato and pepper base, served with plantain."
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Text(words)))
    _ = await tab.page(address: "/")
    _ = await tab.receive(ClientMessage(kind: .size, width: 1200, height: 800))
    let narrow = try #require(
      await tab.receive(ClientMessage(kind: .size, width: 200, height: 800)))
    let operations = try #require(update(narrow)["ops"] as? [[String: Any]])
    let html = operations.compactMap { $0["h"] as? String }.joined()
    #expect(html.contains("Rice cooked"))
    #expect(html.contains("\n"), "\(html)")
  }

  private struct Stack: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Soups", value: "Soups")
        }
        .navigationTitle("Home")
        .navigationDestination(for: String.self) { name in
          NavigationLink("Tomato", value: 1).navigationTitle(name)
        }
        .navigationDestination(for: Int.self) { _ in Text("Tomato soup").navigationTitle("Tomato") }
      }
    }
  }

  @Test("without a declared address, each screen gets one made of titles, and Back pops")
  func derivedAddressesAndBack() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Stack()))
    _ = await tab.page(address: "/")
    // The page was asked for at `/`; the first update puts the screen's address there.
    let hello = try update(
      try #require(await tab.receive(ClientMessage(kind: .hello, width: 1200, path: "/"))))
    #expect(address(hello) == "replace /home 0")
    let first = try update(try await tap("Soups", in: tab))
    #expect(address(first) == "push /home/soups 1")
    #expect(first["title"] as? String == "Soups")
    let second = try update(try await tap("Tomato", in: tab))
    #expect(address(second) == "push /home/soups/tomato 2")
    // The browser's Back twice at once (a long press on Back): two pops.
    let back = try update(
      try #require(await tab.receive(ClientMessage(kind: .history, path: "/home", entry: 0))))
    #expect(back["title"] as? String == "Home")
    #expect(address(back) == nil)
    #expect(tab.currentPath() == "/home")
  }

  @Test("a page's message of an unknown action or kind is refused")
  func refusesUnknownMessages() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Stack()))
    _ = await tab.page(address: "/")
    #expect(
      await tab.receive(ClientMessage(kind: .act, element: "1", action: "format disk")) == nil)
    #expect(await tab.receive(ClientMessage(kind: .history)) == nil)
    let decoder = JSONDecoder()
    #expect(throws: (any Error).self) {
      try decoder.decode(ClientMessage.self, from: Data(#"{"t":"delete everything"}"#.utf8))
    }
    #expect(throws: (any Error).self) {
      try decoder.decode(ClientMessage.self, from: Data(#"{"t":"act","id":5}"#.utf8))
    }
    #expect(await tab.receive(ClientMessage(kind: .act, element: "x", action: "tap")) == nil)
    // An element that went away meanwhile is not the page's fault: an empty update.
    #expect(await tab.receive(ClientMessage(kind: .act, element: "999999", action: "tap")) != nil)
  }

  @Test("the width decides the size class, live")
  func sizeClassFollowsWidth() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Stack()))
    _ = await tab.page(address: "/")
    let narrow = try update(
      try #require(await tab.receive(ClientMessage(kind: .size, width: 420, height: 800))))
    #expect(narrow["sc"] as? String == "compact")
    #expect(tab.runtime.horizontalSizeClass == .compact)
    #expect(tab.runtime.sceneSize == CGSize(width: 420, height: 800))
    _ = await tab.receive(ClientMessage(kind: .size, width: 1024, height: 800))
    #expect(tab.runtime.horizontalSizeClass == .regular)
  }

  @Test("the page's safe-area insets are what the scene is laid out inside; bad ones are ignored")
  func safeAreaFromThePage() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Stack()))
    _ = await tab.page(address: "/")
    _ = await tab.receive(
      ClientMessage(kind: .size, width: 390, height: 844, safeArea: [47, 0, 34, 0]))
    #expect(tab.runtime.safeAreaInsets == EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    for bad: [Double] in [[1, 2], [-5, 0, 0, 0], [.infinity, 0, 0, 0]] {
      _ = await tab.receive(ClientMessage(kind: .size, width: 390, height: 844, safeArea: bad))
      #expect(tab.runtime.safeAreaInsets.top == 47)
    }
    let decoded = try JSONDecoder().decode(
      ClientMessage.self, from: Data(#"{"t":"size","w":390,"h":844,"s":[59,0,34,0]}"#.utf8))
    #expect(decoded.safeArea == [59, 0, 34, 0])
  }

  @Test("with declared addresses, a tap pushes the app's address and Back opens the previous one")
  func declaredAddresses() async throws {
    let tab = BrowserTab(
      id: "t", browserID: "b",
      runtime: ViewRuntime(app: RecipesApp(), horizontalSizeClass: .regular))
    _ = await tab.page(address: "/")
    let category = try update(try await tap("Breakfast", in: tab))
    #expect(address(category) == "push /category/breakfast 1")
    let recipe = try update(try await tap("Shakshuka", in: tab))
    #expect(address(recipe) == "push /recipe/shakshuka 2")
    #expect(recipe["title"] as? String == "Shakshuka")
    let back = try update(
      try #require(
        await tab.receive(ClientMessage(kind: .history, path: "/category/breakfast", entry: 1))))
    #expect(back["title"] as? String == "Breakfast")
    #expect(address(back) == nil)
    let forward = try update(
      try #require(
        await tab.receive(ClientMessage(kind: .history, path: "/recipe/shakshuka", entry: 2))))
    #expect(forward["title"] as? String == "Shakshuka")
  }

  @Test("a tab opened at a recipe's address and only read keeps no index of its elements")
  func deepLinkWithoutIndex() async throws {
    let tab = BrowserTab(
      id: "t", browserID: "b",
      runtime: ViewRuntime(app: RecipesApp(), horizontalSizeClass: .regular))
    let page = await tab.page(address: "/recipe/shakshuka")
    #expect(page.contains("Shakshuka"))
    _ = await tab.receive(
      ClientMessage(kind: .hello, width: 1200, height: 800, path: "/recipe/shakshuka"))
    // Looking for a scroll request among the changed elements walked the tree instead.
    #expect(tab.runtime.releaseElementIndex() == 0)
    _ = try await tap("Jump to Method", in: tab)
    #expect(tab.runtime.releaseElementIndex() > 0)
  }
}
