import TestSupport
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointTerminal

/// Two tabs, each with its own stack.
private struct Library: View {
  var body: some View {
    TabView {
      Tab("Books", systemImage: "books.vertical") {
        NavigationStack {
          List {
            NavigationLink("Dune", value: "Dune")
            NavigationLink("Emma", value: "Emma")
          }
          .navigationTitle("Books")
          .navigationDestination(for: String.self) { Text("About \($0)").navigationTitle($0) }
        }
      }
      Tab("Settings", systemImage: "gear") {
        NavigationStack { Text("Nothing to set").navigationTitle("Settings") }
      }
      .badge(2)
      Tab(role: .search) { Text("Search here") }
    }
  }
}

@MainActor
@Suite("Tab views in the terminal")
struct TabViewTerminalTests {
  private func press(_ keys: Key..., in session: TerminalSession) async {
    for key in keys { _ = await session.handle(key) }
  }

  @Test("the tab bar is the bottom line above the hint, under a rule")
  func snapshot() {
    #expect(
      trimmed(screenText(of: Library(), width: 50, height: 10)) == """
                              Books
        ──────────────────────────────────────────────────
        ▸   Dune                                        ›
            Emma                                        ›



        ──────────────────────────────────────────────────
          Books   ⚙ Settings (2)   ⌕ Search
         ↑/↓ move · enter open · esc back · q quit
        """)
  }

  @Test("number keys and [ ] switch tabs, each keeping its screen; the selected tab again pops")
  func keyboard() async {
    let session = TerminalSession(
      runtime: ViewRuntime(Library()), width: 50, height: 10, usesColor: false)
    await press(.enter, in: session)  // Dune
    #expect(session.screen.plainText.contains("About Dune"))
    await press(.character("2"), in: session)
    #expect(session.screen.plainText.contains("Nothing to set"))
    await press(.character("]"), in: session)
    #expect(session.screen.plainText.contains("Search here"))
    await press(.character("]"), in: session)
    #expect(session.screen.plainText.contains("About Dune"), "the Books tab kept its screen")
    await press(.character("1"), in: session)
    #expect(session.screen.plainText.contains("Emma"), "selecting Books again popped to its root")
  }
}

@MainActor
@Suite("Tab sidebars and pagers in the terminal")
struct TabFormsTerminalTests {
  private struct Adaptable: View {
    var body: some View {
      TabView {
        Tab("Watch Now", systemImage: "play") { Text("Watch screen") }
        TabSection("Collections") {
          Tab("Favorites", systemImage: "star") { Text("Favorites screen") }
          Tab("Recent", systemImage: "clock") { Text("Recent screen") }
        }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }

  @Test("a sidebar-adaptable tab view is a sidebar beside the tab from 90 columns, a bar below")
  func sidebar() async {
    let session = TerminalSession(
      runtime: ViewRuntime(Adaptable()), width: 100, height: 8, usesColor: false)
    var lines = session.screen.plainText.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.contains("Watch Now") && $0.contains("│") && $0.contains("Watch screen") }
    )
    #expect(lines.contains { $0.contains("Collections") })
    _ = await session.handle(.down)
    _ = await session.handle(.enter)
    #expect(session.screen.plainText.contains("Favorites screen"))
    session.resize(width: 60, height: 8)
    lines = session.screen.plainText.split(separator: "\n").map(String.init)
    #expect(!session.screen.plainText.contains("│"))
    #expect(lines.contains { $0.contains("Watch Now") && $0.contains("☆ Favorites") })
    #expect(session.screen.plainText.contains("Favorites screen"), "the width change kept the tab")
  }

  @Test("a section with a header view shows its header's text in the terminal's sidebar")
  func sidebarHeaderView() {
    let view = TabView {
      Tab("Watch Now", systemImage: "play") { Text("Watch screen") }
      TabSection {
        Tab("Favorites", systemImage: "star") { Text("Favorites screen") }
      } header: {
        Label("Collections", systemImage: "folder")
      }
    }
    .tabViewStyle(.sidebarAdaptable)
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 100, height: 8, usesColor: false)
    let lines = session.screen.plainText.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("Collections") }, "\(session.screen.plainText)")
  }

  @Test("a page-style tab view shows one page with dots; ← and → turn it")
  func pager() async {
    let pager = TabView {
      Tab("One") { Text("Page one") }
      Tab("Two") { Text("Page two") }
      Tab("Three") { Text("Page three") }
    }
    .tabViewStyle(.page)
    let session = TerminalSession(
      runtime: ViewRuntime(pager), width: 40, height: 8, usesColor: false)
    #expect(session.screen.plainText.contains("● ○ ○"))
    _ = await session.handle(.right)
    #expect(session.screen.plainText.contains("Page two"))
    #expect(session.screen.plainText.contains("○ ● ○"))
    _ = await session.handle(.left)
    _ = await session.handle(.left)
    #expect(session.screen.plainText.contains("Page three"))
  }
}

@MainActor
@Suite("Tab bar minimizing and search keys in the terminal")
struct TabBarKeysTerminalTests {
  @Test("an .onScrollDown tab bar shows only the selected tab while the content is scrolled")
  func minimizes() async {
    let view = TabView {
      Tab("Long", systemImage: "list.bullet") {
        List(0..<40, id: \.self) { Button("Row \($0)") {} }
      }
      Tab("Other", systemImage: "circle") { Text("Other") }
    }
    .tabBarMinimizeBehavior(.onScrollDown)
    let session = TerminalSession(
      runtime: ViewRuntime(view), width: 40, height: 10, usesColor: false)
    #expect(session.screen.plainText.contains("Other"))
    for _ in 0..<12 { _ = await session.handle(.down) }
    #expect(session.screen.plainText.contains("≡ Long"))
    #expect(!session.screen.plainText.contains("Other"), "minimized to the selected tab")
  }

  @Test("/ puts the focus in the search field, ready to type")
  func slashSearches() async {
    struct Searching: View {
      @State private var query = ""
      var body: some View {
        NavigationStack {
          List { Button("First") {} }
            .navigationTitle("Find")
        }
        .searchable(text: $query, prompt: "Titles")
      }
    }
    let session = TerminalSession(
      runtime: ViewRuntime(Searching()), width: 40, height: 10, usesColor: false)
    _ = await session.handle(.character("/"))
    _ = await session.handle(.character("o"))
    _ = await session.handle(.character("k"))
    #expect(session.screen.plainText.contains("ok"))
  }

  @Test("/ finds the searchable's field by what it is, not a field the app titled Search")
  func slashSkipsLookalike() async throws {
    struct Lookalike: View {
      @State private var note = ""
      @State private var query = ""
      var body: some View {
        NavigationStack {
          List { Button("Clear") { note = "" } }
            .navigationTitle("Notes")
            .toolbar { ToolbarItem { TextField("Search", text: $note) } }
        }
        .searchable(text: $query, prompt: "Titles")
      }
    }
    let runtime = ViewRuntime(Lookalike())
    let session = TerminalSession(runtime: runtime, width: 60, height: 10, usesColor: false)
    // The app's field comes first in focus order: a title would find it.
    _ = session.screen
    let frame = try #require(session.frame)
    let titledSearch = TerminalSession.firstFocusable(in: frame) { element in
      if case .textField(let title, _, _) = element.role { title == "Search" } else { false }
    }
    let first = try #require(titledSearch.flatMap { runtime.element(withID: $0) })
    #expect(!first.attributes.contains(.searchField))
    _ = await session.handle(.character("/"))
    _ = await session.handle(.character("z"))
    let fields = runtime.elements.flatMap(\.allElements).compactMap { element -> String? in
      guard case .textField(_, let text, _) = element.role else { return nil }
      return (element.attributes.contains(.searchField) ? "search=" : "note=") + text
    }
    #expect(fields.sorted() == ["note=", "search=z"])
  }
}

@MainActor
@Suite("Tab sidebar headers and footers")
struct TabSidebarPartsTests {
  private struct Library: View {
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") { Text("Home screen") }
        TabSection("Shelves") {
          Tab("Novels", systemImage: "book") { Text("Novels screen") }
        }
      }
      .tabViewStyle(.sidebarAdaptable)
      .tabViewSidebarHeader { Text("My Library") }
      .tabViewSidebarFooter { Text("2 shelves") }
      .tabViewSidebarBottomBar { Button("Settings") {} }
    }
  }

  @Test("the sidebar shows the header above the tabs, the footer and bottom bar below")
  func sidebarSnapshot() {
    #expect(
      trimmed(screenText(of: Library(), width: 96, height: 12)) == """
                                  │
        ──────────────────────────│─────────────────────────────────────────────────────────────────────
          My Library              │  Home screen
        ▸ ⌂ Home                  │
                                  │
          Shelves                 │
            ▤ Novels              │
                                  │
          2 shelves               │
                                  │
          [Settings]              │
         tab column · ↑/↓ move · enter select · esc back · q quit
        """)
  }

  @Test("the tab bar form has no header or footer, and the driver's tabs are the tabs alone")
  func barForm() throws {
    let host = ViewHost(Library(), horizontalSizeClass: .compact)
    #expect(!host.render().contains("My Library"))
    let regular = ViewHost(Library())
    #expect(regular.render().contains("My Library"))
    #expect(regular.visibleTabs == ["Home", "Novels"])
    try regular.selectTab("Novels")
    #expect(!regular.elements(labeled: "Novels screen").isEmpty)
  }
}

@MainActor
@Suite("Context menus in the terminal")
struct ContextMenuTerminalTests {
  @Test("m shows the focused tab's menu over the window; choosing an item closes it")
  func menuKey() async {
    struct Reading: View {
      @State private var pins = 0
      var body: some View {
        TabView {
          Tab("Reading", systemImage: "book") { Text("Pins: \(pins)") }
            .contextMenu { Button("Pin", systemImage: "pin") { pins += 1 } }
        }
        .tabViewStyle(.sidebarAdaptable)
      }
    }
    let session = TerminalSession(
      runtime: ViewRuntime(Reading()), width: 100, height: 10, usesColor: false)
    #expect(session.screen.plainText.contains("Pins: 0"))
    _ = await session.handle(.character("m"))
    #expect(session.screen.plainText.contains("Pin"))
    #expect(!session.screen.plainText.contains("Pins: 0"), "the menu is what the window shows")
    _ = await session.handle(.enter)
    #expect(session.screen.plainText.contains("Pins: 1"))
  }
}
