import Testing
import Waypoint
import WaypointTesting

private struct NoteKey: EnvironmentKey {
  static let defaultValue = "A"
}

extension EnvironmentValues {
  fileprivate var note: String {
    get { self[NoteKey.self] }
    set { self[NoteKey.self] = newValue }
  }
}

/// Shows the note its environment gives and a count it keeps.
private struct Noted: View {
  @Environment(\.note) private var note
  @State private var count = 0

  var body: some View {
    Text("Note \(note)")
    Button("Count \(count)") { count += 1 }
  }
}

/// Reads nothing of its environment; its body is a tuple, so a change passes through the
/// tuple's node without a new value.
private struct Rows: View {
  var body: some View {
    Noted()
    Text("Other")
  }
}

/// Reads nothing of its environment and lays out a tuple in a stack: a change passes through
/// the stack to the tuple's views without a new value.
private struct StackedRows: View {
  var body: some View {
    VStack {
      Noted()
      Text("Other")
    }
  }
}

private struct StackedOuter: View {
  @State private var other = false

  var body: some View {
    VStack {
      Button("Renote") { other.toggle() }
      StackedRows().environment(\.note, other ? "B" : "A")
    }
  }
}

private struct Outer: View {
  @State private var other = false

  var body: some View {
    VStack {
      Button("Renote") { other.toggle() }
      Group { Rows() }.environment(\.note, other ? "B" : "A")
    }
  }
}

@MainActor
@Suite("Nodes that keep no copy of the views their children keep")
struct StructuralNodeTests {
  @Test("a tuple, a group and an optional view keep no copy of the views they place")
  func noCopies() {
    struct Wrapped<Content: View>: View {
      let content: Content
      let shown = true
      var body: some View {
        VStack {
          Group {
            if shown { content }
            Text("Other")
          }
        }
      }
    }
    let overLarge = nodeBytes(Wrapped(content: WideView())) - nodeBytes(Bare(content: WideView()))
    let overSmall =
      nodeBytes(Wrapped(content: Text("Small"))) - nodeBytes(Bare(content: Text("Small")))
    // The group, its tuple and the optional each keeping the 256-byte view would cost three
    // quarters of a kilobyte more over it.
    #expect(abs(overLarge - overSmall) < 64, "\(overLarge) against \(overSmall)")
  }

  @Test("stacks and scroll views keep their role, not the views they lay out")
  func containersKeepNoCopies() {
    struct Nested<Content: View>: View {
      let content: Content
      var body: some View {
        VStack { ScrollView { HStack { ZStack { content } } } }
      }
    }
    let overLarge = nodeBytes(Nested(content: WideView())) - nodeBytes(Bare(content: WideView()))
    let overSmall =
      nodeBytes(Nested(content: Text("Small"))) - nodeBytes(Bare(content: Text("Small")))
    // Each of the three containers keeping the 256-byte view would cost three quarters of a
    // kilobyte more over it.
    #expect(abs(overLarge - overSmall) < 64, "\(overLarge) against \(overSmall)")
  }

  @Test("a list keeps its selection, not the rows it places")
  func listKeepsNoCopy() {
    struct Listed<Content: View>: View {
      let content: Content
      @State private var selection: Int?
      var body: some View { VStack { List(selection: $selection) { content } } }
    }
    let overLarge = nodeBytes(Listed(content: WideView())) - nodeBytes(Bare(content: WideView()))
    let overSmall =
      nodeBytes(Listed(content: Text("Small"))) - nodeBytes(Bare(content: Text("Small")))
    // A list keeping its 256-byte rows would cost a quarter of a kilobyte more over them.
    #expect(abs(overLarge - overSmall) < 64, "\(overLarge) against \(overSmall)")
  }

  @Test("a navigation stack keeps where its path lives, not its root")
  func stackKeepsNoCopyOfRoot() {
    // The root's own node keeps it; the stack's node inline and the root screen's erased value
    // in a heap box kept it twice more before.
    let stacked = keptCopies { token in Bare(content: NavigationStack { Holder(token: token) }) }
    #expect(stacked == keptCopies { Bare(content: Holder(token: $0)) })
  }

  @Test("a section's node takes no room for a section it does not keep")
  func sectionNodeHasNoRoomForItself() {
    struct Sectioned<Content: View>: View {
      let content: Content
      var body: some View { VStack { Section { content } } }
    }
    let overLarge =
      nodeBytes(Sectioned(content: WideView())) - nodeBytes(Bare(content: WideView()))
    let overSmall =
      nodeBytes(Sectioned(content: Text("Small"))) - nodeBytes(Bare(content: Text("Small")))
    // An optional section held in the node took the 256-byte view's room, nil or not.
    #expect(abs(overLarge - overSmall) < 64, "\(overLarge) against \(overSmall)")
  }

  @Test("a section that cannot collapse keeps none of its parts")
  func sectionKeepsNoCopy() {
    let sectioned = keptCopies { token in
      Bare(content: List { Section("Parts") { Holder(token: token) } })
    }
    #expect(sectioned == keptCopies { token in Bare(content: List { Holder(token: token) }) })
  }

  @Test("a custom modifier's stand-in for its content keeps no copy of it")
  func modifierContentKeepsNoCopy() {
    struct Framed: ViewModifier {
      func body(content: Content) -> some View { content.padding() }
    }
    let modified = keptCopies { token in Bare(content: Holder(token: token).modifier(Framed())) }
    // The modified view's node keeps its content once more, to give the modifier's body; the
    // stand-in's erased value kept a third copy before.
    #expect(modified == keptCopies { Bare(content: Holder(token: $0)) } + 1)
  }

  @Test("views in a tuple get a new environment, state kept, when nothing above gives new views")
  func environmentPassesThrough() throws {
    let host = ViewHost(Outer())
    try host.tap("Count 0")
    #expect(!host.elements(labeled: "Note A").isEmpty)
    try host.tap("Renote")
    #expect(!host.elements(labeled: "Note B").isEmpty, "\(host.render())")
    #expect(!host.elements(labeled: "Count 1").isEmpty, "\(host.render())")
    #expect(!host.elements(labeled: "Other").isEmpty)
  }

  @Test("a stack's tuple of views are the stack's own children, with no node between")
  func stackHoldsTupleViews() {
    let two = ViewHost(
      HStack {
        Button("A") {}
        Button("B") {}
      }
    ).nodeCount
    let one = ViewHost(HStack { Button("A") {} }).nodeCount
    // The second button's node; a node for the tuple made it two.
    #expect(two == one + 1)
  }

  @Test("a group of views in a stack or a body places them with no node between")
  func groupHoldsNoNode() {
    struct Grouped: View {
      var body: some View {
        Group {
          Button("A") {}
          Button("B") {}
        }
      }
    }
    let stacked = ViewHost(
      VStack {
        Group {
          Button("A") {}
          Button("B") {}
        }
      }
    ).nodeCount
    let one = ViewHost(VStack { Button("A") {} }).nodeCount
    // The second button's node; nodes for the group and its tuple made it three.
    #expect(stacked == one + 1)
    struct One: View {
      var body: some View { Button("A") {} }
    }
    #expect(ViewHost(Grouped()).nodeCount == ViewHost(One()).nodeCount + 1)
  }

  @Test("a list's and a lazy stack's tuple of views are their own children")
  func listHoldsTupleViews() {
    let list = ViewHost(
      List {
        Button("A") {}
        Button("B") {}
      }
    ).nodeCount
    let lazy = ViewHost(
      LazyVStack {
        Button("A") {}
        Button("B") {}
      }
    ).nodeCount
    #expect(list == ViewHost(List { Button("A") {} }).nodeCount + 1)
    #expect(lazy == ViewHost(LazyVStack { Button("A") {} }).nodeCount + 1)
  }

  @Test("a body of several views is its view's own children, with no node between")
  func bodyHoldsTupleViews() {
    struct Two: View {
      var body: some View {
        Button("A") {}
        Button("B") {}
      }
    }
    struct One: View {
      var body: some View { Button("A") {} }
    }
    // The second button's node; a node for the tuple made it two.
    #expect(ViewHost(Two()).nodeCount == ViewHost(One()).nodeCount + 1)
  }

  @Test("views a stack lays out get a new environment, state kept, when nothing gives new views")
  func environmentPassesThroughStack() throws {
    let host = ViewHost(StackedOuter())
    try host.tap("Count 0")
    #expect(!host.elements(labeled: "Note A").isEmpty)
    try host.tap("Renote")
    #expect(!host.elements(labeled: "Note B").isEmpty, "\(host.render())")
    #expect(!host.elements(labeled: "Count 1").isEmpty, "\(host.render())")
    #expect(!host.elements(labeled: "Other").isEmpty)
  }

  @Test("a group given new views while off screen shows them when it comes back")
  @available(*, deprecated, message: "shows what `tabItem` still does")
  func offScreenValue() throws {
    struct Tabs: View {
      @State private var count = 0
      var body: some View {
        TabView {
          Button("Add") { count += 1 }
            .tabItem { Text("First") }
          Group {
            Text("Count \(count)")
            if count > 1 { Text("More than one") }
          }
          .tabItem { Text("Second") }
        }
      }
    }
    let host = ViewHost(Tabs())
    try host.tap("Add")
    try host.tap("Add")
    try host.selectTab("Second")
    #expect(!host.elements(labeled: "Count 2").isEmpty, "\(host.render())")
    #expect(!host.elements(labeled: "More than one").isEmpty, "\(host.render())")
  }
}
