import Testing
import Waypoint
import WaypointTesting

private struct LabelKey: EnvironmentKey {
  static let defaultValue = "A"
}

extension EnvironmentValues {
  fileprivate var shownLabel: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

/// Shows the label its environment gives and a count it keeps.
private struct Shown: View {
  @Environment(\.shownLabel) private var label
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Label \(label)")
      Button("Count \(count)") { count += 1 }
    }
  }
}

/// Reads nothing of its environment: a change passes through it to the modifier below.
private struct Middle: View {
  var body: some View { Shown().tag(1) }
}

private struct Outer: View {
  @State private var other = false

  var body: some View {
    VStack {
      Button("Relabel") { other.toggle() }
      Middle().environment(\.shownLabel, other ? "B" : "A")
    }
  }
}

@MainActor
@Suite("The nodes of primitive modifiers")
struct ModifierNodeTests {
  @Test("a chain of modifiers costs as much over a large view as over a small one")
  func chainKeepsContentOnce() {
    struct Chained<Content: View>: View {
      let content: Content
      var body: some View {
        VStack { content.tag(1).disabled(false).id(2).environment(\.shownLabel, "C") }
      }
    }
    let overLarge = nodeBytes(Chained(content: WideView())) - nodeBytes(Bare(content: WideView()))
    let overSmall =
      nodeBytes(Chained(content: Text("Small"))) - nodeBytes(Bare(content: Text("Small")))
    // Each link keeping the 256-byte view would cost a kilobyte more over it; the links' own
    // values differ only in their type's generic size, by no more than a few bytes each.
    #expect(abs(overLarge - overSmall) < 64, "\(overLarge) against \(overSmall)")
  }

  @Test("a modifier evaluated again for its environment keeps its content's node and state")
  func keptContent() throws {
    let host = ViewHost(Outer())
    try host.tap("Count 0")
    #expect(!host.elements(labeled: "Label A").isEmpty)
    try host.tap("Relabel")
    #expect(!host.elements(labeled: "Label B").isEmpty)
    #expect(!host.elements(labeled: "Count 1").isEmpty, "\(host.render())")
  }

  @Test("a modifier given a new value while off screen shows it when it comes back")
  @available(*, deprecated, message: "shows what `tabItem` still does")
  func offScreenValue() throws {
    struct Tabs: View {
      @State private var count = 0
      var body: some View {
        TabView {
          Button("Add") { count += 1 }
            .tabItem { Text("First") }
          Text("Count \(count)").tag(1)
            .tabItem { Text("Second") }
        }
      }
    }
    let host = ViewHost(Tabs())
    try host.tap("Add")
    try host.tap("Add")
    try host.selectTab("Second")
    #expect(!host.elements(labeled: "Count 2").isEmpty, "\(host.render())")
  }
}
