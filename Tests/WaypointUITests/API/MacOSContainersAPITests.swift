import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A menu bar app whose only scene is a menu bar extra shown as a window.
private struct NotesApp: App {
  var body: some Scene {
    MenuBarExtra("Notes") {
      Text("Notes for today")
    }
    .menuBarExtraStyle(.window)
  }
}

@MainActor
@Suite("macOS containers: split views lay out their panes, menu bar extra styles are recorded")
struct MacOSContainersAPITests {
  @Test("an HSplitView shows its panes side by side, a VSplitView one above the other")
  func splitViews() {
    let horizontal = ViewHost(
      HSplitView {
        Text("Editor")
        Text("Preview")
      }
    ).render()
    #expect(horizontal.hasPrefix("HStack"))
    #expect(horizontal.contains(#"Text "Editor""#) && horizontal.contains(#"Text "Preview""#))
    let vertical = ViewHost(
      VSplitView {
        Text("Top")
        Text("Bottom")
      }
    ).render()
    #expect(vertical.hasPrefix("VStack"))
  }

  @Test("a menu bar extra's style is recorded on its window when the host opens it")
  func menuBarExtraStyle() throws {
    let host = AppHost(NotesApp())
    #expect(host.runtime.declaredSceneIDs == ["0"])
    _ = try host.runtime.openScene("0")
    let rendered = TextSnapshot.render(host.runtime.rootElements)
    #expect(rendered.contains(".menuBarExtraStyle(.window)"))
    #expect(rendered.contains(#"Text "Notes for today""#))
  }
}
