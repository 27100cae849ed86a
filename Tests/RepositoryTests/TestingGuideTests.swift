import Foundation
import TestSupport
import Testing
import WaypointTesting
import WaypointUI

// The app and the tests of the "Testing Navigation" guide (WaypointTesting.docc), as written
// there: each `// guide:` region is one of its code blocks, line for line.

// guide: app
struct ShelfApp: App {
  var body: some Scene {
    WindowGroup { ShelfTabs() }
  }
}

struct ShelfTabs: View {
  @SceneStorage("shelf.tab") private var tab = "Books"
  @State private var path: [String] = []
  @SceneStorage("shelf.note") private var note = ""

  var body: some View {
    TabView(selection: $tab) {
      Tab("Books", systemImage: "book", value: "Books") {
        NavigationStack(path: $path) {
          List(["Dune", "Emma"], id: \.self) { title in
            NavigationLink(title, value: title)
          }
          .navigationTitle("Books")
          .navigationDestination(for: String.self) { title in
            ShelfBookView(title: title)
          }
        }
      }
      Tab("Notes", systemImage: "note", value: "Notes") {
        NavigationStack {
          TextField("Note", text: $note).navigationTitle("Notes")
        }
      }
    }
    .onOpenURL { url in
      tab = "Books"
      path = [url.lastPathComponent]
    }
  }
}

struct ShelfBookView: View {
  let title: String
  @State private var lends = false
  @State private var asksToReturn = false

  var body: some View {
    VStack {
      Button("Lend") { lends = true }
      Button("Return") { asksToReturn = true }
    }
    .navigationTitle(title)
    .sheet(isPresented: $lends) {
      NavigationStack {
        TextField("Friend", text: .constant("")).navigationTitle("Lend \(title)")
      }
    }
    .alert("Return \(title)?", isPresented: $asksToReturn) {
      Button("Return", role: .destructive) {}
      Button("Keep", role: .cancel) {}
    }
  }
}
// end guide

@MainActor
@Suite("The testing guide's examples")
struct TestingGuideTests {
  @Test("a stack: tap by label, go back, read where the user is")
  func stack() throws {
    // guide: stack
    let host = AppHost(ShelfApp())
    try host.tap("Dune")
    #expect(host.navigationTitles == ["Books", "Dune"])
    #expect(host.navigationDepth == 1)
    #expect(host.backButtonTitle == "Books")
    try host.back()
    #expect(host.navigationTitle == "Books")
    // end guide
  }

  @Test("tabs: each keeps its place; the selected one again pops to its root")
  func tabs() throws {
    // guide: tabs
    let host = AppHost(ShelfApp())
    try host.tap("Emma")
    try host.selectTab("Notes")
    #expect(host.navigationState.selectedTab == "Notes")
    try host.selectTab("Books")
    #expect(host.navigationTitle == "Emma")
    try host.selectTab("Books")
    #expect(host.navigationTitle == "Books")
    // end guide
  }

  @Test("a sheet and an alert: what is presented, typed into, dismissed")
  func presentations() throws {
    // guide: presentations
    let host = AppHost(ShelfApp())
    try host.tap("Dune")
    try host.tap("Lend")
    #expect(host.presentations == [PresentedLayer(kind: .sheet, title: "Lend Dune")])
    try host.type("Ada", into: "Friend")
    try host.dismiss()
    try host.tap("Return")
    #expect(host.presentations == [PresentedLayer(kind: .alert, title: "Return Dune?")])
    try host.tap("Keep")
    #expect(host.presentations.isEmpty)
    // end guide
  }

  @Test("a deep link, at launch or while running, and where it leads as one value")
  func deepLink() throws {
    // guide: deep link
    let host = AppHost(ShelfApp(), openURL: URL(string: "shelf://book/Emma"))
    #expect(host.navigationTitles == ["Books", "Emma"])
    host.open(URL(string: "shelf://book/Dune")!)
    let state = host.navigationState
    #expect(state.screenTitles == ["Books", "Dune"])
    #expect(state.selectedTab == "Books")
    // end guide
  }

  @Test("a relaunch restores scene storage and the tab")
  func relaunch() async throws {
    // guide: relaunch
    let host = AppHost(ShelfApp())
    try host.selectTab("Notes")
    try host.type("Buy Emma", into: "Note")
    try await host.relaunch()
    #expect(try host.text(in: "Note") == "Buy Emma")
    // end guide
  }

  @Test("a split view, by width and by column")
  func splitView() throws {
    // guide: split view
    struct Mail: View {
      @State private var box: String?
      var body: some View {
        NavigationSplitView {
          List(["Inbox", "Sent"], id: \.self, selection: $box) { Text($0) }
            .navigationTitle("Boxes")
        } detail: {
          Text(box ?? "No box").navigationTitle(box ?? "")
        }
      }
    }
    let host = ViewHost(Mail(), horizontalSizeClass: .regular)
    try host.select("Inbox")
    #expect(host.visibleColumns == ["Boxes", "Inbox"])
    #expect(try host.selectedRows(in: .sidebar) == ["Inbox"])
    host.horizontalSizeClass = .compact
    #expect(host.navigationTitles == ["Boxes", "Inbox"])
    // end guide
  }

  @Test("the guide shows these examples, line for line")
  func guideShowsThem() throws {
    let guide = try GuideRegions.testingGuide()
    let regions = try GuideRegions.regions(inFile: #filePath)
    #expect(regions.count == 7)
    for region in regions {
      #expect(guide.contains("```swift\n" + region + "\n```"), "\(region.prefix(60))")
    }
  }
}
