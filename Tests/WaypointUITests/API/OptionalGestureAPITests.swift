import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Optional gestures: a gesture only in some states, nil adding none")
struct OptionalGestureAPITests {
  @Test("a gesture given while editing taps; nil leaves the view as it was")
  func gestureWhileEditing() throws {
    struct Palettes: View {
      @State private var isEditing = false
      @State private var opened: [String] = []
      var tap: some Gesture {
        TapGesture().onEnded { opened.append("Seasons") }
      }
      var body: some View {
        VStack {
          Text("Seasons")
            .gesture(isEditing ? tap : nil)
          Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
          Text("Opened \(opened.joined(separator: ","))")
        }
      }
    }
    let host = ViewHost(Palettes())
    #expect(!host.render().contains(".gesture("))
    #expect(throws: HostError.self) { try host.tap("Seasons") }
    try host.tap("Edit")
    try host.tap("Seasons")
    #expect(!host.elements(labeled: "Opened Seasons").isEmpty)
    try host.tap("Done")
    #expect(throws: HostError.self) { try host.tap("Seasons") }
  }

  @Test("an optional drag is recorded only when there is one")
  func optionalRecorded() {
    struct Board: View {
      let isLocked: Bool
      var body: some View {
        Text("Card").simultaneousGesture(isLocked ? nil : DragGesture())
      }
    }
    #expect(ViewHost(Board(isLocked: false)).render().contains(".simultaneousGesture(DragGesture)"))
    #expect(!ViewHost(Board(isLocked: true)).render().contains("Gesture"))
  }
}
