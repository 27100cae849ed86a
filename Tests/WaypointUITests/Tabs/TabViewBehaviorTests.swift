import Testing
import Waypoint
import WaypointTesting

/// A tab with a stack three screens deep reachable by links, and a text field.
private struct Drill: View {
  @State private var note = ""
  var body: some View {
    NavigationStack {
      VStack {
        TextField("Note", text: $note)
        NavigationLink("Level 1", value: 1)
      }
      .navigationTitle("Home")
      .navigationDestination(for: Int.self) { level in
        NavigationLink("Level \(level + 1)", value: level + 1).navigationTitle("Level \(level)")
      }
    }
  }
}

private enum Section: Hashable { case home, settings, extra }

private struct Tabs: View {
  @State var selection = Section.home
  @State var showsExtra = true
  @State var hidesExtra = false

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: Section.home) { Drill() }
      Tab("Settings", systemImage: "gear", value: Section.settings) {
        NavigationStack { Text("Settings").navigationTitle("Settings") }
      }
      .badge(3)
      if showsExtra {
        Tab("Extra", systemImage: "star", value: Section.extra) { Drill() }
          .hidden(hidesExtra)
      }
    }
  }
}

@MainActor
@Suite("Tab views")
struct TabViewBehaviorTests {
  @Test("the tab bar lists the tabs in order; the selected tab's content is what shows")
  func barAndContent() throws {
    let host = ViewHost(Tabs())
    #expect(host.visibleTabs == ["Home", "Settings", "Extra"])
    #expect(host.navigationTitle == "Home")
    #expect(host.elements(labeled: "Settings").count == 1, "only the tab item, not its content")
    try host.selectTab("Settings")
    #expect(host.navigationTitle == "Settings")
    #expect(host.render().contains(#"Tab "Settings" (systemName: "gear") badge: "3" (selected)"#))
  }

  @Test("the selected tab's content is marked: one TabContent after the bar, holding its stack")
  func contentIsMarked() throws {
    let host = ViewHost(Tabs())
    try host.selectTab("Settings")
    let tabView = try #require(host.tree.flatMap(\.allElements).first { $0.role == .tabView })
    let content = tabView.contentChildren.filter { $0.role == .tabContent }
    #expect(content.count == 1)
    #expect(content.first?.contentChildren.first?.role == .navigationStack)
    #expect(content.first?.allElements.contains { $0.label == "Settings" } == true)
    #expect(tabView.contentChildren.allSatisfy { $0.role != .navigationStack }, "none loose")
  }

  @Test("each tab keeps its stack three deep and its half-typed text while another is selected")
  func tabsKeepState() throws {
    let host = ViewHost(Tabs())
    try host.type("milk", into: "Note")
    try host.tap("Level 1")
    try host.tap("Level 2")
    try host.tap("Level 3")
    #expect(host.navigationDepth == 3)
    try host.selectTab("Settings")
    #expect(host.navigationDepth == 0)
    try host.selectTab("Home")
    #expect(host.navigationTitle == "Level 3")
    try host.back()
    try host.back()
    try host.back()
    #expect(host.tree.description.contains(#"= "milk""#))
  }

  @Test("a tab not selected is not evaluated when its state changes, and is not on screen")
  func inactiveTabs() throws {
    let host = ViewHost(Tabs())
    try host.selectTab("Settings")
    #expect(host.elements(labeled: "Level 1").isEmpty)
    #expect(throws: HostError.self) { try host.tap("Level 1") }
  }

  @Test("selecting the selected tab pops its stack to the root")
  func reselectPopsToRoot() throws {
    let host = ViewHost(Tabs())
    try host.tap("Level 1")
    try host.tap("Level 2")
    try host.selectTab("Home")
    #expect(host.navigationDepth == 0)
    #expect(host.navigationTitle == "Home")
  }

  @Test("hidden keeps a tab's state; an if removes it and its state")
  func hiddenAndRemoved() throws {
    struct Switches: View {
      @State private var hides = false
      @State private var shows = true
      @State private var selection = Section.extra
      var body: some View {
        TabView(selection: $selection) {
          Tab("Home", systemImage: "house", value: Section.home) {
            VStack {
              Button("Hide extra") { hides.toggle() }
              Button("Remove extra") { shows.toggle() }
            }
          }
          if shows {
            Tab("Extra", systemImage: "star", value: Section.extra) { Drill() }.hidden(hides)
          }
        }
      }
    }
    let host = ViewHost(Switches())
    try host.tap("Level 1")
    try host.selectTab("Home")
    try host.tap("Hide extra")
    #expect(host.visibleTabs == ["Home"])
    try host.tap("Hide extra")
    try host.selectTab("Extra")
    #expect(host.navigationTitle == "Level 1", "hidden kept the stack")
    try host.selectTab("Home")
    try host.tap("Remove extra")
    try host.tap("Remove extra")
    try host.selectTab("Extra")
    #expect(host.navigationTitle == "Home", "removing it with an if started it afresh")
  }

  @Test("hiding the selected tab selects the first visible tab and writes the binding")
  func hidingSelectedTab() throws {
    struct Hider: View {
      @State private var selection = Section.settings
      @State private var hides = false
      var body: some View {
        VStack {
          Text("Selected \(selection == .home ? "home" : "settings")")
          Button("Hide") { hides = true }
          TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: Section.home) { Text("Home page") }
            Tab("Settings", systemImage: "gear", value: Section.settings) { Text("Settings page") }
              .hidden(hides)
          }
        }
      }
    }
    let host = ViewHost(Hider())
    #expect(!host.elements(labeled: "Settings page").isEmpty)
    try host.tap("Hide")
    #expect(!host.elements(labeled: "Home page").isEmpty)
    #expect(!host.elements(labeled: "Selected home").isEmpty)
    #expect(throws: HostError.self) { try host.selectTab("Settings") }
  }

  @Test("a tab view without a selection starts on its first tab and switches by tapping")
  func ownSelection() throws {
    let host = ViewHost(
      TabView {
        Tab("One", systemImage: "1.circle") { Text("First") }
        Tab("Two", systemImage: "2.circle") { Text("Second") }
        Tab(role: .search) { Text("Find") }
      })
    #expect(host.visibleTabs == ["One", "Two", "Search"])
    #expect(!host.elements(labeled: "First").isEmpty)
    try host.selectTab("Search")
    #expect(!host.elements(labeled: "Find").isEmpty)
    #expect(host.elements(labeled: "First").isEmpty)
    // The tabs share one target, which acts on the tab it is performed on: each kept a target
    // and a closure of its own before.
    let tabs = host.runtime.rootElements.flatMap(\.allElements).filter {
      if case .tab = $0.role { true } else { false }
    }
    #expect(tabs.count == 3)
    #expect(Set(tabs.compactMap { $0.target.map(ObjectIdentifier.init) }).count == 1)
    try host.selectTab("Two")
    #expect(!host.elements(labeled: "Second").isEmpty)
  }

  @Test("ForEach makes tabs from data; sections group them")
  func dynamicTabsAndSections() throws {
    let host = ViewHost(
      TabView {
        Tab("Home", systemImage: "house") { Text("Home page") }
        TabSection("Collections") {
          ForEach(["Forest", "Ocean"], id: \.self) { name in
            Tab(name, systemImage: "leaf") { Text("\(name) page") }
          }
        }
      })
    #expect(host.visibleTabs == ["Home", "Forest", "Ocean"])
    #expect(host.render().contains(#"Tab "Ocean" (systemName: "leaf") section: "Collections""#))
    try host.selectTab("Ocean")
    #expect(!host.elements(labeled: "Ocean page").isEmpty)
  }

  @Test("a section's header view names the section, as a title string does")
  func sectionHeaderView() throws {
    let host = ViewHost(
      TabView {
        Tab("Home", systemImage: "house") { Text("Home page") }
        TabSection {
          ForEach(["Forest", "Ocean"], id: \.self) { name in
            Tab(name, systemImage: "leaf") { Text("\(name) page") }
          }
        } header: {
          Label("Collections", systemImage: "folder")
        }
        TabSection {
          Tab("Drafts", systemImage: "doc") { Text("Drafts page") }
        } header: {
          HStack {
            Image(systemName: "tray")
            Text("Mail").bold()
          }
        }
      }
      .tabViewStyle(.sidebarAdaptable))
    #expect(host.render().contains(#"Tab "Ocean" (systemName: "leaf") section: "Collections""#))
    #expect(host.render().contains(#"Tab "Drafts" (systemName: "doc") section: "Mail""#))
  }
}

/// The form before `Tab`, through a protocol so the deprecation warning stays in one place.
@MainActor
private protocol LegacyTabs {}

extension LegacyTabs {
  @available(*, deprecated)
  static func legacy(selection: Binding<Int>) -> some View {
    TabView(selection: selection) {
      NavigationStack {
        NavigationLink("Open", value: 1)
          .navigationTitle("Inbox")
          .navigationDestination(for: Int.self) { Text("Message \($0)").navigationTitle("Message") }
      }
      .tabItem { Label("Inbox", systemImage: "tray") }
      .tag(0)
      Text("Sent page")
        .tabItem { Label("Sent", systemImage: "paperplane") }
        .tag(1)
    }
  }
}

private enum Legacy: LegacyTabs {}

@MainActor
@Suite("Tab views made with .tabItem")
struct LegacyTabViewTests {
  @available(*, deprecated)
  @Test("views with .tabItem and .tag are tabs, selected by tag, with the deprecation diagnostic")
  func tabItems() throws {
    struct Host: View {
      @State var selection = 1
      var body: some View {
        VStack {
          Text("Tag \(selection)")
          Legacy.legacy(selection: $selection)
        }
      }
    }
    let host = ViewHost(Host())
    #expect(host.visibleTabs == ["Inbox", "Sent"])
    #expect(!host.elements(labeled: "Sent page").isEmpty, "the binding's tag selects")
    try host.selectTab("Inbox")
    #expect(!host.elements(labeled: "Tag 0").isEmpty)
    try host.tap("Open")
    #expect(host.navigationTitle == "Message")
    try host.selectTab("Inbox")
    #expect(host.navigationTitle == "Inbox", "selecting the selected tab pops to its root")
    #expect(host.diagnostics.map(\.code) == [.tabItemDeprecated])
  }

  @Test("tabs made with Tab raise no diagnostic")
  func tabsAreClean() {
    let host = ViewHost(TabView { Tab("One", systemImage: "1.circle") { Text("1") } })
    #expect(host.diagnostics.isEmpty)
  }
}

@MainActor
@Suite("Tab view diagnostics")
struct TabDiagnosticTests {
  @Observable @MainActor
  final class Router {
    var path = NavigationPath()
    var homePath = NavigationPath()
    var settingsPath = NavigationPath()
  }

  private struct Shared: View {
    @State var router = Router()
    let sharesPath: Bool
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") {
          NavigationStack(path: sharesPath ? $router.path : $router.homePath) {
            Text("Home")
          }
        }
        Tab("Settings", systemImage: "gear") {
          NavigationStack(path: sharesPath ? $router.path : $router.settingsPath) {
            Text("Settings")
          }
        }
      }
    }
  }

  @Test("two tabs' stacks bound to one path are reported; a path per tab is not")
  func sharedPath() throws {
    let shared = ViewHost(Shared(sharesPath: true))
    try shared.selectTab("Settings")
    #expect(shared.diagnostics.map(\.code).contains(.pathSharedAcrossTabs))
    let separate = ViewHost(Shared(sharesPath: false))
    try separate.selectTab("Settings")
    #expect(separate.diagnostics.isEmpty)
  }

  @Test("a NavigationStack around a TabView is reported; one inside each tab is not")
  func stackAroundTabView() {
    let wrapped = ViewHost(
      NavigationStack {
        TabView {
          Tab("Home", systemImage: "house") { Text("Home") }
        }
      })
    #expect(wrapped.diagnostics.map(\.code) == [.stackAroundTabView])
    let pager = ViewHost(
      NavigationStack {
        TabView { Tab("One") { Text("Page") } }.tabViewStyle(.page)
      })
    #expect(pager.diagnostics.isEmpty, "a pager in a stack is fine")
  }

  @Test("a search tab without a stack and .searchable is reported; with both it is not")
  func searchTab() {
    @MainActor func host(_ searchable: Bool) -> ViewHost {
      ViewHost(
        TabView {
          Tab(role: .search) {
            if searchable {
              NavigationStack { Text("Results") }.searchable(text: .constant(""))
            } else {
              Text("Results")
            }
          }
        })
    }
    #expect(host(false).diagnostics.map(\.code) == [.searchTabWithoutStack])
    #expect(host(true).diagnostics.isEmpty)
  }

  @Test(
    "a search tab's missing stack is reported when the tab is first shown, as its content is made")
  func searchTabReportedWhenShown() throws {
    let host = ViewHost(
      TabView {
        Tab("Home", systemImage: "house") { NavigationStack { Text("Home") } }
        Tab(role: .search) { Text("Results") }
      })
    #expect(host.diagnostics.isEmpty, "the search tab's content is not made yet")
    try host.selectTab("Search")
    #expect(host.diagnostics.map(\.code) == [.searchTabWithoutStack])
  }
}

@MainActor
@Suite("Tab views: minimizing, search across tabs")
struct TabMinimizeAndSearchTests {
  private struct Minimizing: View {
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") { Text("Home") }
        Tab("More", systemImage: "ellipsis") { Text("More") }
      }
      .tabBarMinimizeBehavior(.onScrollDown)
    }
  }

  @Test("tabBarMinimizeBehavior is recorded; at regular width, where it does nothing, reported")
  func minimize() {
    let compact = ViewHost(Minimizing(), horizontalSizeClass: .compact)
    #expect(compact.render().contains("TabBar minimize: .onScrollDown"))
    #expect(compact.diagnostics.isEmpty)
    let regular = ViewHost(Minimizing())
    #expect(regular.diagnostics.map(\.code) == [.tabBarMinimizeWithoutEffect])
  }

  @Test(".searchable on a tab view without a search tab searches every tab and resets on a switch")
  func searchAcrossTabs() throws {
    struct Searching: View {
      @State private var query = ""
      var body: some View {
        TabView {
          Tab("Books", systemImage: "book") { Text("Books for \(query)") }
          Tab("Films", systemImage: "film") { Text("Films for \(query)") }
        }
        .searchable(text: $query)
      }
    }
    let host = ViewHost(Searching())
    try host.type("dune", into: "Search")
    #expect(!host.elements(labeled: "Books for dune").isEmpty)
    try host.selectTab("Films")
    #expect(!host.elements(labeled: "Films for ").isEmpty, "the search started afresh")
  }
}

@MainActor
@Suite("Tab views: appearing and disappearing")
struct TabLifecycleTests {
  @Observable @MainActor
  final class Log {
    var entries: [String] = []
  }

  private struct Logged: View {
    let log: Log
    var body: some View {
      TabView {
        Tab("One", systemImage: "1.circle") {
          Text("One").onAppear { log.entries.append("one appears") }
            .onDisappear { log.entries.append("one disappears") }
        }
        Tab("Two", systemImage: "2.circle") {
          Text("Two").onAppear { log.entries.append("two appears") }
            .onDisappear { log.entries.append("two disappears") }
        }
      }
    }
  }

  @Test("a tab disappears when another is selected and appears again when it comes back")
  func appearAndDisappear() throws {
    let log = Log()
    let host = ViewHost(Logged(log: log))
    #expect(log.entries == ["one appears"])
    try host.selectTab("Two")
    #expect(log.entries == ["one appears", "one disappears", "two appears"])
    try host.selectTab("One")
    #expect(log.entries.suffix(2) == ["two disappears", "one appears"])
  }
}
