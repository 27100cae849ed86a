import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Tab drag and drop, and the tab sidebar's content toolbar, are recorded")
struct TabDragAndDropAPITests {
  @Test("a draggable tab and a tab accepting drops record both on the tab's content")
  func dragAndDrop() throws {
    let host = ViewHost(
      TabView {
        Tab("Notes", systemImage: "note") { Text("Notes screen") }
          .draggable("note://1")
        Tab("Trash", systemImage: "trash") { Text("Trash screen") }
          .dropDestination(for: String.self) { _ in }
      })
    #expect(host.visibleTabs == ["Notes", "Trash"])
    #expect(host.render().contains(".draggable(String)"))
    try host.selectTab("Trash")
    #expect(host.render().contains(".dropDestination(for: String.self)"))
  }

  @Test("content toolbar items for the tab view's sidebar are recorded with that placement")
  func tabViewSidebarPlacement() {
    #expect(ContentToolbarPlacement.tabViewSidebar.description == ".tabViewSidebar")
    let host = ViewHost(
      TabView {
        Tab("Home", systemImage: "house") { Text("Home screen") }
      }
      .contentToolbar(for: .tabViewSidebar) { Button("New tab") {} })
    #expect(host.render().contains(".contentToolbar(for: .tabViewSidebar"))
  }
}
