import CGTK
import Testing
import Waypoint
import WaypointGTK

private struct Rows: View {
  var body: some View {
    List(0..<2_000, id: \.self) { number in
      Text("Row \(number)")
    }
  }
}

private struct RowsApp: App {
  var body: some Scene {
    WindowGroup { Rows() }
  }
}

@MainActor
@Suite("A long list in a GTK window", .serialized, .enabled(if: hasDisplay))
struct LongListTests {
  @Test("only the rows near what shows have widgets, and scrolling by the wheel brings others")
  func culling() async throws {
    let desktop = await DesktopSession(RowsApp(), size: CGSize(width: 400, height: 500))
    func placed(_ label: String) -> Bool {
      desktop.window.placements.contains {
        desktop.runtime.element(withID: $0.element)?.label == label
      }
    }
    #expect(desktop.window.placements.count < 100, "\(desktop.window.placements.count)")
    #expect(placed("Row 0"))
    #expect(!placed("Row 1999"))
    #expect(desktop.misplacedWidgets() == [])

    // The wheel, over the list, forty notches down.
    let list = try desktop.placement { if case .list = $0 { true } else { false } }
    let point = try desktop.screenPoint(of: list.widget)
    try run("xdotool", "mousemove", "\(point.x)", "\(point.y)", "click", "--repeat", "40", "5")
    await desktop.settle()
    #expect(!placed("Row 0"), "far above what shows now")
    let shown = desktop.window.placements.compactMap {
      desktop.runtime.element(withID: $0.element)?.label
    }
    #expect(shown.contains { $0.hasPrefix("Row ") && Int($0.dropFirst(4)) ?? 0 > 40 }, "\(shown)")
    #expect(desktop.window.placements.count < 100)
    try desktop.quit()
  }
}
