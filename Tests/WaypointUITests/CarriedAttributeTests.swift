import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

/// A field padded by an amount its parent changes, and a label that gains a modifier when
/// flipped, behind an erased view.
private struct Padded: View {
  @State private var wide = false
  @State private var flipped = false

  var body: some View {
    VStack {
      Button("Widen") { wide.toggle() }
      Button("Flip") { flipped.toggle() }
      Field(title: "Name").padding(wide ? 20 : 4)
      flipped
        ? AnyView(Field(title: "Note").padding(8)) : AnyView(Field(title: "Note"))
    }
  }
}

/// The field titled `title`: its stack is labeled by it too.
@MainActor
private func field(_ title: String, in host: ViewHost) -> Element? {
  host.elements(labeled: title).last {
    if case .textField = $0.role { true } else { false }
  }
}

@MainActor
@Suite("Attribute modifiers carried by the view they modify")
struct CarriedAttributeTests {
  @Test("a chain of padding and frames adds no node: the text carries them, innermost first")
  func chainAddsNoNode() throws {
    struct Bare: View {
      var body: some View {
        VStack { Text("Two") }
      }
    }
    struct Modified: View {
      var body: some View {
        VStack { Text("Two").padding().frame(width: 100).padding(4) }
      }
    }
    let bare = ViewHost(Bare()).nodeCount
    let host = ViewHost(Modified())
    #expect(host.nodeCount == bare)
    let text = try #require(host.elements(labeled: "Two").last)
    #expect(text.role == .text("Two"))
    let padding = try #require(text.attributes.firstIndex(of: .padding(.all, nil)))
    let frame = try #require(
      text.attributes.firstIndex { if case .frame = $0 { true } else { false } })
    let outer = try #require(text.attributes.firstIndex(of: .padding(.all, 4)))
    #expect(padding < frame && frame < outer)
  }

  @Test("a changed modifier shows at once and the view it modifies keeps its state")
  func changedModifierKeepsState() throws {
    let host = ViewHost(Padded())
    try host.type("kept", into: "Name")
    let before = try #require(field("Name", in: host))
    #expect(before.attributes.contains(.padding(.all, 4)))
    try host.tap("Widen")
    let after = try #require(field("Name", in: host))
    #expect(after.attributes.contains(.padding(.all, 20)))
    #expect(!after.attributes.contains(.padding(.all, 4)))
    #expect(text(of: "Name", in: host) == "kept")
  }

  @Test("an unchanged modifier hands renderers the same element object")
  func unchangedModifierSameElement() throws {
    let host = ViewHost(Padded())
    let before = try #require(field("Name", in: host))
    try host.tap("Flip")
    let after = try #require(field("Name", in: host))
    #expect(before === after)
  }

  @Test("an erased view that gains a modifier holds another type: its state starts afresh")
  func gainedModifierIsAnotherType() throws {
    let host = ViewHost(Padded())
    try host.type("typed", into: "Note")
    try host.tap("Flip")
    #expect(text(of: "Note", in: host) == "")
    let note = try #require(field("Note", in: host))
    #expect(note.attributes.contains(.padding(.all, 8)))
    try host.type("again", into: "Note")
    try host.tap("Flip")
    #expect(text(of: "Note", in: host) == "")
    let plain = try #require(field("Note", in: host))
    #expect(!plain.attributes.contains(.padding(.all, 8)))
  }

  @Test("a view that is its node's only element keeps one element, its carried attributes in it")
  func carriedAttributesInOwnElement() throws {
    struct Titled: View {
      @State private var wide = false
      var body: some View {
        VStack {
          Button("Widen") { wide.toggle() }
          // A progress bar keeps a node (a text is a leaf, with no node to fold into).
          ProgressView(value: 0.5).padding(wide ? 20 : 4).padding(1)
        }
      }
    }
    let host = ViewHost(Titled())
    func title() -> Element? {
      host.tree.flatMap(\.allElements).first { if case .progress = $0.role { true } else { false } }
    }
    var nodes = host.runtime.rootNode.map { [$0] } ?? []
    var owner: Node?
    while let node = nodes.popLast() {
      if node.serial == title()?.id.rawValue { owner = node }
      nodes += node.children.nodes
    }
    let node = try #require(owner)
    let narrow = try #require(title())
    #expect(narrow.attributes == [.padding(.all, 4), .padding(.all, 1)])
    #expect(node.previousElement === narrow)
    try host.tap("Widen")
    let wide = try #require(title())
    #expect(wide.attributes == [.padding(.all, 20), .padding(.all, 1)])
    #expect(node.previousElement === wide)
    try host.tap("Widen")
    try host.tap("Widen")
    #expect(title()?.attributes == [.padding(.all, 20), .padding(.all, 1)])
  }
}
