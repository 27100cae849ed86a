import Testing
import Waypoint
import WaypointTesting

/// An iOS 13-style list of links pushed by a Boolean and by a selection.
@available(*, deprecated)
private struct OldStyleList: View {
  @State var showsSettings = false
  @State var selection: String?

  var body: some View {
    NavigationView {
      List {
        NavigationLink(destination: Text("Settings screen"), isActive: $showsSettings) {
          Text("Settings")
        }
        NavigationLink(
          "Apples", destination: Text("Apple screen"), tag: "apple", selection: $selection)
        NavigationLink("Pears", tag: "pear", selection: $selection) { Text("Pear screen") }
        Button("Open pears from code") { selection = "pear" }
      }
      .navigationBarTitle("Fruit", displayMode: .inline)
    }
  }
}

@MainActor
@Suite("Navigation forms of iOS 13 to 15 behave as their replacements")
struct DeprecatedNavigationTests {
  @Test("NavigationLink(destination:isActive:) pushes when tapped and pops back to false")
  @available(*, deprecated)
  func isActive() throws {
    let host = ViewHost(OldStyleList(), horizontalSizeClass: .compact)
    #expect(host.navigationTitle == "Fruit")
    try host.tap("Settings")
    #expect(host.navigationDepth == 1)
    #expect(host.render().contains(#"Text "Settings screen""#))
    try host.back()
    #expect(host.navigationDepth == 0)
    try host.tap("Settings")
    #expect(host.navigationDepth == 1, "popping set the binding back to false, so it pushes again")
  }

  @Test("NavigationLink(tag:selection:) pushes the selected tag's destination, from a tap or code")
  @available(*, deprecated)
  func tagSelection() throws {
    let host = ViewHost(OldStyleList(), horizontalSizeClass: .compact)
    try host.tap("Apples")
    #expect(host.render().contains(#"Text "Apple screen""#))
    try host.back()
    try host.tap("Open pears from code")
    #expect(host.navigationDepth == 1)
    #expect(host.render().contains(#"Text "Pear screen""#))
    #expect(!host.render().contains(#"Text "Apple screen""#))
  }

  @Test("at regular width a bound link's destination is the detail column's content")
  @available(*, deprecated)
  func boundLinkInSplitView() throws {
    let host = ViewHost(OldStyleList())
    try host.tap("Settings")
    #expect(host.render().contains(#"Text "Settings screen""#))
    try host.tap("Apples")
    #expect(host.render().contains(#"Text "Apple screen""#))
    #expect(!host.render().contains(#"Text "Settings screen""#), "the Boolean was set back")
    try host.tap("Open pears from code")
    #expect(host.render().contains(#"Text "Pear screen""#))
    try host.tap("Settings")
    #expect(host.render().contains(#"Text "Settings screen""#))
    #expect(!host.render().contains(#"Text "Pear screen""#), "the selection was cleared")
  }

  @Test("navigationBarTitle, navigationBarHidden and navigationTitle(Binding) set the bar")
  @available(*, deprecated)
  func barModifiers() {
    struct Screen: View {
      @State var name = "Draft"
      var body: some View {
        NavigationStack {
          Text("Body").navigationTitle($name).navigationBarHidden(true)
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.navigationTitle == "Draft")
    #expect(host.render().contains(".toolbar(.hidden, for: .navigationBar)"))
    #expect(host.render().contains(".navigationTitle($title)"))
  }

  @Test("the sidebar row size and link indicator visibility are environment values")
  func environmentValues() {
    struct Reader: View {
      @Environment(\.sidebarRowSize) var size
      @Environment(\.navigationLinkIndicatorVisibility) var indicator
      var body: some View { Text("\(size) \(indicator)") }
    }
    let host = ViewHost(
      Reader().environment(\.sidebarRowSize, .large).navigationLinkIndicatorVisibility(.hidden))
    #expect(host.render().contains(#"Text "large hidden""#))
  }
}
