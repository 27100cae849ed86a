import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("A test presses keyboard shortcuts as a keyboard would")
struct KeyboardShortcutHostTests {
  @Test("press(_:) taps the control with the shortcut, and says when none has it")
  func press() throws {
    struct Counter: View {
      @State var count = 0
      var body: some View {
        VStack {
          Text("Count: \(count)")
          Button("Add") { count += 1 }.keyboardShortcut("+", modifiers: [])
          Button("Clear") { count = 0 }.keyboardShortcut(nil)
        }
      }
    }
    let host = ViewHost(Counter())
    try host.press(KeyboardShortcut("+", modifiers: []))
    try host.press(KeyboardShortcut("+", modifiers: []))
    #expect(host.render().contains(#"Text "Count: 2""#))
    #expect(host.render().contains(#".keyboardShortcut("+", modifiers: [])"#))
    #expect(throws: HostError.self) { try host.press(KeyboardShortcut("k")) }
  }
}
