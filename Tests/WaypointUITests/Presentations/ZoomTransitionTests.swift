import Testing
import WaypointTesting

@testable import Waypoint

/// §6.5 of the reference, as written: a sheet zooming out of the toolbar button presenting it
/// (`SettingsView` is the reference model's). Added around it: the view and its stack, and a
/// button whose taps re-evaluate the body.
private struct SettingsHome: View {
  @Namespace private var namespace
  @State private var showSettings = false
  @State private var taps = 0

  var body: some View {
    NavigationStack {
      Button("Tapped \(taps) times") { taps += 1 }
        // Sheet morphs out of presenting button
        .toolbar {
          ToolbarItem {
            Button("Settings") { showSettings = true }
              .matchedTransitionSource(id: "settings", in: namespace)
          }
        }
        .sheet(isPresented: $showSettings) {
          SettingsView()
            .navigationTransition(.zoom(sourceID: "settings", in: namespace))
        }
    }
  }
}

/// Every attribute of a kind in `elements` and their descendants.
private func attributes<T>(in elements: [Element], _ pick: (Attribute) -> T?) -> [T] {
  elements.flatMap(\.allElements).flatMap(\.attributes).compactMap(pick)
}

@MainActor
@Suite("Zoom transitions")
struct ZoomTransitionTests {
  @Test("the source and the sheet's zoom are recorded with the same identifier and namespace")
  func bothEnds() throws {
    let host = ViewHost(SettingsHome())
    try host.tap("Settings")
    let sources = attributes(in: host.tree) {
      if case .matchedTransitionSource(let match) = $0 { match } else { nil }
    }
    let zooms = attributes(in: host.tree) {
      if case .navigationTransition(.zoom(let match)) = $0 { match } else { nil }
    }
    #expect(sources.count == 1)
    #expect(zooms.count == 1)
    #expect(sources.first == zooms.first)
    #expect(sources.first?.id == "\"settings\"")
    #expect(
      host.render().contains(".navigationTransition(.zoom(sourceID: \"settings\", in: namespace))"))
  }

  @Test("a view keeps its namespace across updates; another view has its own")
  func namespaceIdentity() throws {
    let host = ViewHost(SettingsHome())
    func source() -> Namespace.ID? {
      attributes(in: host.tree) {
        if case .matchedTransitionSource(let match) = $0 { match.namespace } else { nil }
      }.first
    }
    let first = source()
    try host.tap("Tapped 0 times")
    #expect(host.elements(labeled: "Tapped 1 times").isEmpty == false)
    #expect(source() == first)
    let other = ViewHost(SettingsHome())
    let otherSource = attributes(in: other.tree) {
      if case .matchedTransitionSource(let match) = $0 { match.namespace } else { nil }
    }.first
    #expect(otherSource != nil)
    #expect(otherSource != first)
  }

  @Test("a pushed screen can zoom out of the row that pushed it")
  func pushedZoom() throws {
    struct Gallery: View {
      @Namespace private var namespace
      var body: some View {
        NavigationStack {
          List(["Soup", "Bread"], id: \.self) { name in
            NavigationLink(name, value: name)
              .matchedTransitionSource(id: name, in: namespace)
          }
          .navigationDestination(for: String.self) { name in
            Text("About \(name)")
              .navigationTransition(.zoom(sourceID: name, in: namespace))
          }
        }
      }
    }
    let host = ViewHost(Gallery())
    try host.tap("Bread")
    let zooms = attributes(in: host.tree) {
      if case .navigationTransition(.zoom(let match)) = $0 { match } else { nil }
    }
    let sources = attributes(in: host.tree) {
      if case .matchedTransitionSource(let match) = $0 { match } else { nil }
    }
    #expect(zooms.map(\.id) == ["\"Bread\""])
    #expect(sources.contains(zooms[0]))
  }
}
