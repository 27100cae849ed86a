import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Tabs API: builder forms, labels, disabled tabs and the tab bar's placement")
struct TabsAPITests {
  private struct Conditional: View {
    let showsExtra: Bool
    var body: some View {
      TabView {
        Tab("Home", systemImage: "house") { Text("Home") }
        if showsExtra {
          Tab("Extra", systemImage: "star") { Text("Extra") }
        }
        if showsExtra {
          Tab("First", systemImage: "1.circle") { Text("First") }
        } else {
          Tab("Second", systemImage: "2.circle") { Text("Second") }
        }
      }
    }
  }

  @Test("if and if/else in a tab view's builder choose the tabs")
  func conditionalTabs() {
    #expect(ViewHost(Conditional(showsExtra: true)).visibleTabs == ["Home", "Extra", "First"])
    #expect(ViewHost(Conditional(showsExtra: false)).visibleTabs == ["Home", "Second"])
  }

  @Test("groups and type-erased tab content list their tabs")
  func groupAndAnyTabContent() {
    let host = ViewHost(
      TabView {
        Group {
          Tab("One", systemImage: "1.circle") { Text("One") }
          Tab("Two", systemImage: "2.circle") { Text("Two") }
        }
        AnyTabContent(Tab("Three", image: "three") { Text("Three") })
      })
    #expect(host.visibleTabs == ["One", "Two", "Three"])
  }

  @Test("a tab with a custom label shows the label's text and image")
  func customLabel() {
    let host = ViewHost(
      TabView {
        Tab {
          Text("Messages")
        } label: {
          Label("Inbox", systemImage: "tray")
        }
      })
    #expect(host.render().contains(#"Tab "Inbox" (systemName: "tray")"#))
  }

  @Test("a disabled tab cannot be selected")
  func disabledTab() {
    let host = ViewHost(
      TabView {
        Tab("Open", systemImage: "lock.open") { Text("Open screen") }
        Tab("Locked", systemImage: "lock") { Text("Locked screen") }.disabled(true)
      })
    #expect(throws: (any Error).self) { try host.selectTab("Locked") }
    #expect(!host.elements(labeled: "Open screen").isEmpty)
  }

  private struct Placement: View {
    @Environment(\.tabBarPlacement) private var placement
    var body: some View { Text("Placement \(placement?.description ?? "none")") }
  }

  @Test("a tab's content reads where the tab bar is")
  func tabBarPlacement() {
    let view = TabView { Tab("Home", systemImage: "house") { Placement() } }
    #expect(
      !ViewHost(view, horizontalSizeClass: .compact).elements(labeled: "Placement .bottomBar")
        .isEmpty)
    #expect(!ViewHost(view).elements(labeled: "Placement .topBar").isEmpty)
    #expect(!ViewHost(Placement()).elements(labeled: "Placement none").isEmpty)
  }

  @Test("defaultAdaptableTabBarPlacement(.tabBar) keeps an adaptable tab view a tab bar")
  func defaultAdaptablePlacement() {
    let view = TabView { Tab("Home", systemImage: "house") { Placement() } }
      .tabViewStyle(.sidebarAdaptable)
    #expect(!ViewHost(view).elements(labeled: "Placement .sidebar").isEmpty)
    let tabBar = ViewHost(view.defaultAdaptableTabBarPlacement(.tabBar))
    #expect(!tabBar.elements(labeled: "Placement .topBar").isEmpty)
  }

  @Test("tab modifiers no renderer acts on are recorded on the tab item")
  func recordedOnTabItem() {
    let host = ViewHost(
      TabView {
        Tab("Home", systemImage: "house") { Text("Home") }
          .springLoadingBehavior(.enabled)
          .swipeActions(edge: .leading) { Button("Pin") {} }
      })
    let render = host.render()
    #expect(render.contains(".springLoadingBehavior(.enabled)"))
    #expect(render.contains(".swipeActions(edge: .leading, allowsFullSwipe: true)"))
  }
}
