// swiftui-nav-ref.md §5.5 as written, in a sidebar-adaptable tab view at regular width. Edits:
// the snippets sit in views with the state they use declared (`pinnedTabs`, `showShareSheet`,
// `canPin`, a `pin()`), and `CurrentBooksList` is declared.
import Testing
import Waypoint
import WaypointTesting

enum NavRef55 {
  enum PinnedTab: Hashable { case reading }
  struct CurrentBooksList: View { var body: some View { Text("Current books") } }

  struct Reading: View {
    @State var pinnedTabs: Set<PinnedTab> = []
    @State var showShareSheet = false
    var body: some View {
      VStack {
        Text("Pinned: \(pinnedTabs.count), sharing: \(showShareSheet)")
        TabView {
          Tab("Currently Reading", systemImage: "book") {
            CurrentBooksList()
          }
          .contextMenu {
            Button {
              pinnedTabs.insert(.reading)
            } label: {
              Label("Pin", systemImage: "pin")
            }
            Button {
              showShareSheet = true
            } label: {
              Label("Share", systemImage: "square.and.arrow.up")
            }
          }
        }
        .tabViewStyle(.sidebarAdaptable)
      }
    }
  }

  struct Conditional: View {
    @State var canPin: Bool
    @State var pins = 0
    func pin() { pins += 1 }
    var body: some View {
      TabView {
        Tab("Currently Reading", systemImage: "book") { CurrentBooksList() }
          .contextMenu {
            if canPin {
              Button("Pin", systemImage: "pin") { pin() }
            }
          }
      }
      .tabViewStyle(.sidebarAdaptable)
    }
  }
}

@MainActor
@Suite("Reference: tab context menus")
struct TabContextMenuTests {
  @Test("§5.5: the sidebar item's menu shows its actions; choosing one runs it and closes it")
  func contextMenu() throws {
    let host = ViewHost(NavRef55.Reading())
    #expect(host.elements(labeled: "Pin").isEmpty, "closed until asked for")
    try host.showContextMenu("Currently Reading")
    #expect(host.render().contains("Layer contextMenu (modal)"))
    #expect(throws: HostError.self) { try host.selectTab("Currently Reading") }
    try host.tap("Pin")
    #expect(!host.elements(labeled: "Pinned: 1, sharing: false").isEmpty)
    #expect(host.elements(labeled: "Pin").isEmpty, "choosing closed the menu")
    try host.showContextMenu("Currently Reading")
    try host.tap("Share")
    #expect(!host.elements(labeled: "Pinned: 1, sharing: true").isEmpty)
  }

  @Test("§5.5: an empty menu offers nothing; the tab bar form has no menus")
  func emptyMenu() throws {
    let host = ViewHost(NavRef55.Conditional(canPin: false))
    #expect(throws: HostError.self) { try host.showContextMenu("Currently Reading") }
    let pinning = ViewHost(NavRef55.Conditional(canPin: true))
    try pinning.showContextMenu("Currently Reading")
    try pinning.tap("Pin")
    let compact = ViewHost(NavRef55.Conditional(canPin: true), horizontalSizeClass: .compact)
    #expect(throws: HostError.self) { try compact.showContextMenu("Currently Reading") }
  }

  @Test("a view's context menu works the same way, and its element keeps its own actions")
  func viewContextMenu() throws {
    struct Row: View {
      @State private var log: [String] = []
      var body: some View {
        VStack {
          Text(log.joined(separator: ","))
          Button("Open") { log.append("open") }
            .contextMenu {
              Button("Delete", role: .destructive) { log.append("delete") }
            }
        }
      }
    }
    let host = ViewHost(Row())
    try host.tap("Open")
    try host.showContextMenu("Open")
    try host.tap("Delete")
    #expect(!host.elements(labeled: "open,delete").isEmpty)
  }
}
