import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

/// swiftui-nav-ref.md §5.4 as written, with `@State` for `@AppStorage` until issue 14 brings it;
/// `WatchNowView`, `OptionalView` and the tab values are declared, and the `TabView` is given a
/// `selection:` binding: its tabs have values, which a `TabView` without a selection does not
/// take, in SwiftUI either (its tabs' value type is `Never`).
enum NavRef54 {
  enum Tabs: Hashable { case watchNow, optional }
  struct WatchNowView: View { var body: some View { Text("Watch screen") } }
  struct OptionalView: View { var body: some View { Text("Optional screen") } }

  struct Customizable: View {
    @State
    var customization: TabViewCustomization
    @State private var selection = Tabs.watchNow

    var body: some View {
      TabView(selection: $selection) {
        Tab("Watch Now", systemImage: "play", value: .watchNow) {
          WatchNowView()
        }
        .customizationID("Tab.watchNow")
        .customizationBehavior(.disabled, for: .sidebar, .tabBar)  // Can't be hidden

        Tab("Optional Tab", systemImage: "star", value: .optional) {
          OptionalView()
        }
        .customizationID("Tab.optional")
        .defaultVisibility(.hidden, for: .tabBar)  // Hidden by default
      }
      .tabViewCustomization($customization)
      .tabViewStyle(.sidebarAdaptable)
    }
  }
}

/// A customizable tab view with a section of three tabs that a person may reorder.
private struct Library: View {
  @Binding var customization: TabViewCustomization

  var body: some View {
    TabView {
      Tab("Home", systemImage: "house") { Text("Home screen") }
        .customizationID("home")
      TabSection("Shelves") {
        Tab("Novels", systemImage: "book") { Text("Novels screen") }
          .customizationID("novels")
        Tab("Poems", systemImage: "text.quote") { Text("Poems screen") }
          .customizationID("poems")
        Tab("Plays", systemImage: "theatermasks") { Text("Plays screen") }
          .customizationID("plays")
      }
      .customizationID("shelves")
    }
    .tabViewStyle(.sidebarAdaptable)
    .tabViewCustomization($customization)
  }
}

/// Where the tests keep a customization, as an app's model would.
@Observable @MainActor
private final class Saved {
  var customization = TabViewCustomization()
}

private struct SavedLibrary: View {
  @Bindable var saved: Saved
  var body: some View { Library(customization: $saved.customization) }
}

@MainActor
@Suite("Tab customization")
struct TabCustomizationTests {
  private func tab(_ label: String, in host: ViewHost) throws -> Element {
    try #require(host.visibleElements.first { $0.label == label && $0.actions.contains(.tap) })
  }

  @Test("§5.4: a default-hidden tab is out of the tab bar, in the sidebar; a disabled one stays")
  func defaultVisibility() throws {
    let compact = ViewHost(
      NavRef54.Customizable(customization: TabViewCustomization()), horizontalSizeClass: .compact)
    #expect(compact.visibleTabs == ["Watch Now"])
    let watch = try tab("Watch Now", in: compact)
    #expect(!watch.actions.contains(.setTabVisibility), "its behaviour is .disabled")
    let regular = ViewHost(NavRef54.Customizable(customization: TabViewCustomization()))
    #expect(regular.visibleTabs == ["Watch Now", "Optional Tab"])
    #expect(regular.diagnostics.isEmpty)
  }

  @Test("hiding and moving through the renderer write the binding; JSON brings them back")
  func roundTrip() throws {
    let model = Saved()
    let host = ViewHost(SavedLibrary(saved: model))
    #expect(host.visibleTabs == ["Home", "Novels", "Poems", "Plays"])
    try host.runtime.perform(.moveTab(by: -2), on: tab("Plays", in: host))
    #expect(host.visibleTabs == ["Home", "Plays", "Novels", "Poems"])
    #expect(model.customization[section: "shelves"].tabOrder == ["plays", "novels", "poems"])
    try host.runtime.perform(.setTabVisibility(.hidden), on: tab("Poems", in: host))
    #expect(host.visibleTabs == ["Home", "Plays", "Novels"])
    let saved = model.customization
    #expect(saved[tab: "poems"].sidebarVisibility == .hidden)

    let json = try JSONEncoder().encode(saved)
    var restored = try JSONDecoder().decode(TabViewCustomization.self, from: json)
    #expect(restored == saved)
    #expect(TabViewCustomization(rawValue: saved.rawValue) == saved)
    let again = ViewHost(Library(customization: .constant(restored)))
    #expect(again.visibleTabs == ["Home", "Plays", "Novels"])

    restored.resetVisibility()
    restored[section: "shelves"].resetTabOrder()
    #expect(restored == TabViewCustomization())
  }

  @Test("unknown ids read as automatic; a malformed saved customization is not one")
  func unknownAndMalformed() {
    let customization = TabViewCustomization()
    #expect(customization[tab: "nobody"].sidebarVisibility == .automatic)
    #expect(customization[tab: "nobody"].tabBarVisibility == .automatic)
    #expect(customization[section: "nowhere"].tabOrder == nil)
    #expect(TabViewCustomization(rawValue: "{\"tabs\": 3}") == nil)
    #expect(TabViewCustomization(rawValue: "not json") == nil)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TabViewCustomization.self, from: Data("[1]".utf8))
    }
  }

  @Test("a customizable tab view reports tabs without an id, and ids used twice")
  func ids() {
    let missing = ViewHost(
      TabView {
        Tab("One", systemImage: "1.circle") { Text("1") }.customizationID("one")
        Tab("Two", systemImage: "2.circle") { Text("2") }
      }
      .tabViewStyle(.sidebarAdaptable)
      .tabViewCustomization(.constant(TabViewCustomization())))
    #expect(missing.diagnostics.map(\.code) == [.tabCustomizationIDMissing])
    let repeated = ViewHost(
      TabView {
        Tab("One", systemImage: "1.circle") { Text("1") }.customizationID("same")
        Tab("Two", systemImage: "2.circle") { Text("2") }.customizationID("same")
      }
      .tabViewStyle(.sidebarAdaptable)
      .tabViewCustomization(.constant(TabViewCustomization())))
    #expect(repeated.diagnostics.map(\.code) == [.tabCustomizationIDRepeated])
  }
}
