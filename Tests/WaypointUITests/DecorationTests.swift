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

  @Test("a decoration's state lives with the decorated view; its text is not the view's label")
  func decorationState() throws {
    struct Badge: View {
      @State private var count = 0
      var body: some View { Button("\(count)") { count += 1 } }
    }
    let host = ViewHost(Text("Messages").overlay { Badge() })
    try host.tap("0")
    try host.tap("1")
    let messages = try #require(host.elements(labeled: "Messages").first)
    #expect(messages.contentChildren.isEmpty && messages.decorations.count == 1)
    #expect(host.render().contains(#"Button "2" [tap]"#))
  }

  @Test("decorating nothing shows nothing, and leaves the parent's children alone")
  func emptyContent() {
    struct Maybe: View {
      let shows: Bool
      var body: some View {
        VStack {
          Text("Always")
          if shows { Text("Sometimes") }
        }
      }
    }
    let host = ViewHost(
      VStack {
        Text("A")
        EmptyView().overlay { Button("Lost") {} }
        Group { if false { Text("Never") } }.background { Text("Behind nothing") }
      })
    #expect(
      host.render() == """
        VStack
          Text "A"
        """)
    #expect(host.tree.first?.decorations.isEmpty == true)
  }

  @Test("a style keeps being an attribute: there is nothing to draw or tap in it")
  func styleIsAttribute() {
    let host = ViewHost(Text("Plain").background(.yellow).overlay(.red))
    #expect(host.render() == #"Text "Plain" .background(.yellow) .overlay(.red)"#)
  }
}
