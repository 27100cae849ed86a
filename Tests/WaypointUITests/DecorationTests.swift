import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Backgrounds, overlays and insets are content")
struct DecorationTests {
  struct Inbox: View {
    @State private var unread = 3
    @State private var drafts = 0
    var body: some View {
      List {
        Text("Messages")
          .overlay(alignment: .topTrailing) {
            Button("Mark \(unread) read") { unread = 0 }
          }
      }
      .safeAreaInset(edge: .bottom) {
        Button("New draft (\(drafts))") { drafts += 1 }
      }
    }
  }

  @Test("a button in an overlay is found and tapped like any other")
  func overlayTapped() throws {
    let host = ViewHost(Inbox())
    try host.tap("Mark 3 read")
    #expect(host.render().contains(#"Button "Mark 0 read" [tap]"#))
  }

  @Test("a button in a safe-area inset is found and tapped like any other")
  func insetTapped() throws {
    let host = ViewHost(Inbox())
    try host.tap("New draft (0)")
    try host.tap("New draft (1)")
    #expect(
      host.render() == """
        List
          Row
            Text "Messages"
              Overlay(alignment: .topTrailing)
                Button "Mark 3 read" [tap]
          SafeAreaInset(edge: .bottom)
            Button "New draft (2)" [tap]
        """)
  }

  @Test("a decoration's state lives with the decorated view, and its text joins the label")
  func decorationState() throws {
    struct Badge: View {
      @State private var count = 0
      var body: some View { Button("\(count)") { count += 1 } }
    }
    let host = ViewHost(Image(systemName: "bell").overlay { Badge() })
    try host.tap("0")
    try host.tap("1")
    let bell = try #require(host.tree.first)
    #expect(bell.label == "2")
    #expect(bell.contentChildren.isEmpty && bell.decorations.count == 1)
  }

  @Test("a style keeps being an attribute: there is nothing to draw or tap in it")
  func styleIsAttribute() {
    let host = ViewHost(Text("Plain").background(.yellow).overlay(.red))
    #expect(host.render() == #"Text "Plain" .background(.yellow) .overlay(.red)"#)
  }
}
