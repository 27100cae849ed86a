import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Toolbar API: placements, title display, title menus and recorded appearance")
struct ToolbarAPITests {
  @Test("navigationBarItems puts its views in the bar as leading and trailing items")
  @available(*, deprecated)
  func navigationBarItems() throws {
    struct Screen: View {
      @State private var log = ""
      var body: some View {
        NavigationStack {
          Text("Log: \(log)")
            .navigationTitle("Inbox")
            .navigationBarItems(
              leading: Button("Edit") { log = "edit" }, trailing: Button("Add") { log = "add" })
        }
      }
    }
    let host = ViewHost(Screen())
    let text = host.render()
    #expect(text.contains("ToolbarItem(.navigationBarLeading)"))
    #expect(text.contains("ToolbarItem(.navigationBarTrailing)"))
    try host.tap("Add")
    #expect(!host.elements(labeled: "Log: add").isEmpty)
  }

  @Test("the title placements are real placements, printed by name")
  func titlePlacements() {
    #expect(ToolbarItemPlacement.title.description == ".title")
    #expect(ToolbarItemPlacement.largeTitle.description == ".largeTitle")
    #expect(ToolbarItemPlacement.subtitle != ToolbarItemPlacement.principal)
    let host = ViewHost(
      NavigationStack {
        Text("Body").toolbar { ToolbarItem(placement: .title) { Text("Custom") } }
      })
    #expect(host.render().contains("ToolbarItem(.title)"))
  }

  @Test("toolbarTitleDisplayMode sets the bar's display mode")
  func titleDisplayMode() {
    let host = ViewHost(
      NavigationStack {
        Text("Body").navigationTitle("Notes").toolbarTitleDisplayMode(.inline)
      })
    #expect(host.render().contains(#"NavigationBar "Notes" (.inline)"#))
  }

  @Test("a title menu opens from the title and its buttons act")
  func titleMenu() throws {
    struct Screen: View {
      @State private var log = ""
      var body: some View {
        NavigationStack {
          Text("Log: \(log)")
            .navigationTitle("Document")
            .toolbarTitleMenu { Button("Rename") { log = "renamed" } }
        }
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Document")
    try host.tap("Rename")
    #expect(!host.elements(labeled: "Log: renamed").isEmpty)
  }

  @Test("toolbar content builds from up to ten items, spacers included")
  func builderArities() {
    let host = ViewHost(
      NavigationStack {
        Text("Body").toolbar {
          ToolbarItem(placement: .bottomBar) { Button("A") {} }
          ToolbarSpacer(.flexible, placement: .bottomBar)
          ToolbarItem(placement: .bottomBar) { Button("B") {} }
          ToolbarItem(id: "c", placement: .primaryAction) { Button("C") {} }
        }
      })
    let text = host.render()
    #expect(text.contains("ToolbarItem(.bottomBar)"))
    #expect(text.contains(#"ToolbarItem(id: "c", .primaryAction)"#))
    #expect(ToolbarItem(id: "c") { Text("C") }.id == "c")
  }

  @Test("toolbar appearance modifiers are recorded")
  func appearanceRecorded() {
    let host = ViewHost(
      Text("Body")
        .toolbarRole(.editor)
        .toolbarVisibility(.hidden, for: .navigationBar)
        .toolbar(removing: .sidebarToggle))
    #expect(
      host.render().contains(
        ".toolbarRole(.editor) .toolbarVisibility(.hidden, for: .navigationBar) "
          + ".toolbar(removing: .sidebarToggle)"))
  }
}
