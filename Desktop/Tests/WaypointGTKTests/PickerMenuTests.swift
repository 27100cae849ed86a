import CGTK
import Testing
import Waypoint
import WaypointGTK

private struct Order: View {
  @State private var flavour = "Vanilla"

  var body: some View {
    Form {
      Picker("Flavour", selection: $flavour) {
        ForEach(["Vanilla", "Mint", "Lemon"], id: \.self) { Text($0) }
      }
      Text("Chosen: \(flavour)")
    }
  }
}

private struct OrderApp: App {
  var body: some Scene {
    WindowGroup { Order() }
  }
}

@MainActor
@Suite("A form's picker in a GTK window", .serialized, .enabled(if: hasDisplay))
struct PickerMenuTests {
  @Test("the picker's button opens its options as a popover under it; a click chooses one")
  func choosing() async throws {
    let desktop = await DesktopSession(OrderApp(), size: CGSize(width: 500, height: 400))
    // The form's row is not a control itself: its button is, to the keyboard and to a screen
    // reader.
    let tree = try await desktop.accessibilityTree()
    #expect(tree.contains("push button “Flavour Vanilla”"), "\(tree)")
    try await desktop.click("Flavour Vanilla")
    let popover = try #require(desktop.window.popoverWidgets.first)
    #expect(gtk_widget_get_mapped(popover) != 0)
    // The options are in the popover, the chosen one selected; none is in the window.
    let options = desktop.window.placements.filter { DesktopSession.isInPopover($0.widget) }
      .compactMap { desktop.runtime.element(withID: $0.element) }
    #expect(options.contains { $0.label == "Vanilla" && $0.role == .row(isSelected: true) })
    #expect(options.contains { $0.label == "Lemon" })
    #expect(desktop.misplacedWidgets() == [])
    try desktop.screenshot("picker-menu")
    try await desktop.click("Lemon")
    #expect(desktop.window.popoverWidgets.isEmpty)
    #expect(try desktop.placement(labeled: "Flavour Lemon").frame.width > 0)
    #expect(
      desktop.window.placements.contains {
        desktop.runtime.element(withID: $0.element)?.role == .text("Chosen: Lemon")
      })
    try desktop.quit()
  }
}
