import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

extension LayerKind {
  fileprivate static let panel = LayerKind(rawValue: "panel")
}

/// A screen that presents a panel with a stack of its own.
private struct Presenter: View {
  let isModal: Bool
  @State private var showsPanel = false
  @State private var taps = 0

  var body: some View {
    NavigationStack {
      VStack {
        Button("Show panel") { showsPanel = true }
        Button("Tapped \(taps)") { taps += 1 }
      }
      .navigationTitle("Home")
      .modifier(
        PresentationLayerModifier(
          kind: .panel, isModal: isModal, isPresented: $showsPanel, layer: Panel()))
    }
  }
}

private struct Panel: View {
  @Environment(\.dismiss) private var dismiss
  @Environment(\.isPresented) private var isPresented
  @State private var edits = 0

  var body: some View {
    NavigationStack {
      VStack {
        Text(isPresented ? "presented" : "not presented")
        Button("Edit \(edits)") { edits += 1 }
        Button("Done") { dismiss() }
      }
      .navigationTitle("Panel")
    }
  }
}

@MainActor
@Suite("Presented layers")
struct PresentationLayerTests {
  @Test("a modal layer goes above the content; what is beneath it is refused")
  func modalLayer() throws {
    let host = ViewHost(Presenter(isModal: true))
    let tapped = try #require(host.elements(labeled: "Tapped 0").first)
    try host.tap("Show panel")
    #expect(host.tree.count == 2)
    #expect(
      host.render().contains(
        "Layer panel (modal) [dismiss]\n  NavigationStack\n    Screen 0 \"Panel\""))
    #expect(host.runtime.visibility(of: tapped.id) == .beneathModalLayer(.panel))
    #expect(throws: InteractionError.beneathModalLayer(element: tapped.summary, layer: .panel)) {
      try host.runtime.perform(.tap, on: tapped)
    }
    #expect(throws: HostError.self) { try host.tap("Tapped 0") }
    #expect(host.navigationTitle == "Panel", "the front-most stack is the panel's")
    try host.tap("Edit 0")
    #expect(host.render().contains(#"Text "presented""#))
  }

  @Test("dismiss ends the presentation and its state; the content is reachable again")
  func dismissal() throws {
    let host = ViewHost(Presenter(isModal: true))
    try host.tap("Show panel")
    try host.tap("Edit 0")
    try host.tap("Done")
    #expect(host.tree.count == 1)
    try host.tap("Tapped 0")
    try host.tap("Show panel")
    #expect(host.render().contains(#"Button "Edit 0""#), "a new presentation starts afresh")
  }

  @Test("a layer that is not modal leaves the content reachable")
  func nonModalLayer() throws {
    let host = ViewHost(Presenter(isModal: false))
    try host.tap("Show panel")
    try host.tap("Tapped 0")
    try host.tap("Edit 0")
    #expect(host.render().contains("Layer panel [dismiss]\n"))
    #expect(host.render().contains(#"Button "Tapped 1""#))
  }
}
