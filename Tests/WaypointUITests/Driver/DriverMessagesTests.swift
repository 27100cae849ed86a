import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

/// What the driver says when a label cannot be acted on: where it is and what would reach it.
@MainActor
@Suite("The driver's errors say why and where")
struct DriverMessagesTests {
  private struct WatchScreen: View {
    var body: some View { Button("Start") {} }
  }

  private struct Library: View {
    @State private var showsSheet = false
    @State private var visibility = NavigationSplitViewVisibility.all

    var body: some View {
      NavigationSplitView(columnVisibility: $visibility) {
        List {
          Button("Shelves") {}
          Button("Hide the sidebar") { visibility = .detailOnly }
        }
        .navigationTitle("Library")
      } detail: {
        NavigationStack {
          VStack {
            Button("Shelves") {}
            Button("Plan") { showsSheet = true }
            Text("Quiet")
            Button("Secret") {}.hidden()
            NavigationLink("Poetry 12", value: 1)
          }
          .navigationTitle("Reading")
          .navigationDestination(for: Int.self) { _ in Text("Poems").navigationTitle("Poems") }
        }
        .sheet(isPresented: $showsSheet) {
          NavigationStack { Button("Done") { showsSheet = false }.navigationTitle("Plan a read") }
        }
      }
    }
  }

  private func message(_ body: () throws -> Void) -> String {
    do {
      try body()
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test("a label on a covered screen names the screen and says to go back")
  func covered() throws {
    let host = ViewHost(Library())
    try host.tap("Poetry 12")
    #expect(
      message { try host.tap("Plan") }
        == "Cannot tap “Plan”: it is on the covered screen “Reading”: `back()` first.")
  }

  @Test("a label beneath a sheet names the sheet and says to dismiss it")
  func beneathSheet() throws {
    let host = ViewHost(Library())
    try host.tap("Plan")
    #expect(
      message { try host.tap("Quiet") }
        == "Cannot tap “Quiet”: it is beneath the sheet “Plan a read”: `dismiss()` first.")
  }

  @Test("a label in a hidden column, or hidden, says so")
  func hiddenColumnAndHidden() throws {
    let host = ViewHost(Library())
    #expect(
      message { try host.tap("Secret") } == "Cannot tap “Secret”: it is hidden (`.hidden()`).")
    try host.tap("Hide the sidebar")
    #expect(
      message { try host.tap("Hide the sidebar") }
        == "Cannot tap “Hide the sidebar”: it is in the sidebar column the split view hides: show "
        + "the column (its columnVisibility), or use regular width.")
  }

  @Test("a label on screen that does not take the action says what it takes")
  func wrongAction() {
    let host = ViewHost(Library())
    #expect(
      message { try host.tap("Quiet") }
        == "Cannot tap “Quiet”: it is on screen but does not take tap (it takes no action).")
    #expect(
      message { try host.toggle("Plan") }
        == "Cannot toggle “Plan”: it is on screen but does not take toggle (it takes tap).")
  }

  @Test("a label in two columns names each match's column and screen and how to choose")
  func ambiguous() {
    let host = ViewHost(Library())
    #expect(
      message { try host.tap("Shelves") }
        == "Cannot tap “Shelves”: 2 visible elements match: Button \"Shelves\" [tap] in the "
        + "sidebar column on “Library”; Button \"Shelves\" [tap] in the detail column on "
        + "“Reading”. To choose, name one with `in: .sidebar` or `in: .detail`.")
    #expect(throws: Never.self) { try host.tap("Shelves", in: .detail) }
  }

  @Test("a label nowhere lists the candidates, the matching rule and the tabs not selected")
  func nowhere() {
    let view = TabView {
      Tab("Read", systemImage: "book") { Button("Open book") {} }
      Tab("Listen", systemImage: "ear") { Button("Play") {} }
    }
    let host = ViewHost(view)
    #expect(
      message { try host.tap("Play") }
        == "Cannot tap “Play”: no element with that label accepts it. Candidates: “Read”, "
        + "“Listen”, “Open book”. (A label names an element by its whole label, a text field's "
        + "prompt, or one whole text run of its label: “Soups” for “Soups 7”.) Tabs not selected "
        + "are not searched: “Listen” (`selectTab` first).")
  }

  @Test("a label in a tab shown before but not selected now names the tab to select")
  func inAnotherTab() throws {
    let view = TabView {
      Tab("Read", systemImage: "book") { Button("Open book") {} }
      Tab("Listen", systemImage: "ear") { Button("Play") {} }
      Tab("Watch", systemImage: "tv") { WatchScreen() }
    }
    let host = ViewHost(view)
    try host.selectTab("Listen")
    try host.selectTab("Read")
    #expect(
      message { try host.tap("Play") }
        == "Cannot tap “Play”: it is in the tab “Listen”, which is not selected: "
        + "`selectTab(\"Listen\")` first.")
    #expect(
      message { try host.tap("Start") }.hasSuffix(
        "Tabs not selected are not searched: “Watch” (`selectTab` first)."))
    #expect(host.evaluations["WatchScreen"] == 0, "the tab never shown was not made to look")
  }
}
