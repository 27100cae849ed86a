import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

/// The driver answers what a user sees without walking the tree or matching text.
@MainActor
@Suite("The driver's queries")
struct DriverQueriesTests {
  private struct Settings: View {
    @State private var name = "Ada"
    @State private var notifies = true
    @State private var theme = "Light"
    @State private var chosen: String? = "Soups"

    var body: some View {
      NavigationSplitView {
        List(["Breakfast", "Soups"], id: \.self, selection: $chosen) { category in
          Text(category)
        }
        .navigationTitle("Categories")
      } detail: {
        NavigationStack {
          Form {
            TextField("Name", text: $name)
            Toggle("Notifications", isOn: $notifies)
            Picker("Theme", selection: $theme) {
              Text("Light").tag("Light")
              Text("Dark").tag("Dark")
            }
            Button("Save") {}.accessibilityIdentifier("save-button")
            NavigationLink("About", value: 1)
          }
          .navigationTitle("Settings")
          .navigationDestination(for: Int.self) { _ in Text("Version 1").navigationTitle("About") }
        }
      }
    }
  }

  @Test("a field's text, a toggle's value and a picker's choice, by label")
  func values() throws {
    let host = ViewHost(Settings())
    #expect(try host.text(in: "Name") == "Ada")
    try host.type(" Lovelace", into: "Name")
    #expect(try host.text(in: "Name") == "Ada Lovelace")
    #expect(try host.isOn("Notifications"))
    try host.toggle("Notifications")
    #expect(try !host.isOn("Notifications"))
    #expect(try host.selection(of: "Theme") == "Light")
    // The picker is a menu, as in SwiftUI's forms: open it, then choose.
    try host.tap("Theme")
    try host.select("Dark")
    #expect(host.presentations.isEmpty, "a choice closes the menu")
    #expect(try host.selection(of: "Theme") == "Dark")
  }

  @Test("the selected rows, in all columns or one")
  func selectedRows() throws {
    let host = ViewHost(Settings())
    #expect(try host.selectedRows(in: .sidebar) == ["Soups"])
    #expect(try host.selectedRows() == ["Soups"], "the picker is a menu: its options are not rows")
    try host.select("Breakfast")
    #expect(try host.selectedRows(in: .sidebar) == ["Breakfast"])
  }

  @Test("an element by accessibility identifier, tapped by it; an unknown one lists the known")
  func identifiers() throws {
    let host = ViewHost(Settings())
    #expect(host.element(identifiedBy: "save-button")?.label == "Save")
    #expect(throws: Never.self) { try host.tap(id: "save-button") }
    #expect(
      throws: HostError.noMatch(
        verb: "tap the element identified as", label: "cancel", candidates: ["save-button"])
    ) { try host.tap(id: "cancel") }
  }

  @Test("the back button's title and each column's titles follow the stacks")
  func titles() throws {
    let host = ViewHost(Settings())
    #expect(host.backButtonTitle == nil)
    #expect(host.columnTitles == [["Categories"], ["Settings"]])
    try host.tap("About")
    #expect(host.backButtonTitle == "Settings")
    #expect(host.columnTitles == [["Categories"], ["Settings", "About"]])
  }

  @Test("a tab's badge by the tab's title; an unknown title lists the tabs")
  func tabBadge() throws {
    let host = ViewHost(
      TabView {
        Tab("Inbox", systemImage: "tray") { Text("Mail") }.badge(3)
        Tab("Sent", systemImage: "paperplane") { Text("Sent mail") }
      })
    #expect(try host.badge(ofTab: "Inbox") == "3")
    #expect(try host.badge(ofTab: "Sent") == nil)
    #expect(
      throws: HostError.noMatch(
        verb: "read the badge of", label: "Drafts", candidates: ["Inbox", "Sent"])
    ) { try host.badge(ofTab: "Drafts") }
  }
}
