import TestSupport
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

/// A counter whose label says zero or more, under a title that never changes, and rows that
/// can be reversed.
private struct Counter: View {
  @State private var count = 0
  @State private var rows = ["Apple", "Pear", "Plum"]

  var body: some View {
    VStack {
      Text("Title")
      Text(count == 0 ? "None" : "Some \(count)").bold()
      Button("Add") { count += 1 }
      Button("Reverse") { rows.reverse() }
      ForEach(rows, id: \.self) { Text($0) }
    }
  }
}

/// The text element showing `label`.
@MainActor
private func text(_ label: String, in host: ViewHost) -> Element? {
  host.elements(labeled: label).last { if case .text = $0.role { true } else { false } }
}

@MainActor
@Suite("Leaf views kept as their elements, without a node")
struct LeafViewTests {
  @Test("texts, images, colours, shapes, spacers, dividers and empty views add no node")
  func leavesAddNoNode() {
    struct Two: View {
      var body: some View {
        VStack {
          Text("One")
          Text("Two")
        }
      }
    }
    struct Many: View {
      var body: some View {
        VStack {
          Text("One")
          Text("Two").italic().padding()
          Spacer()
          Divider()
          EmptyView()
          Image(systemName: "star")
          Color.red
          Circle()
          RoundedRectangle(cornerRadius: 4)
        }
      }
    }
    let many = ViewHost(Many())
    #expect(many.nodeCount == ViewHost(Two()).nodeCount)
    #expect(text("Two", in: many)?.attributes == [.italic(true), .padding(.all, nil)])
    #expect(many.tree.flatMap(\.allElements).contains { $0.role == .divider })
    // What every open tab pays for each leaf it shows, where a node takes 192 bytes or more.
    var pending: [GraphChild] = many.runtime.rootNode.map { [$0] } ?? []
    var leaves: [LeafChild] = []
    while let child = pending.popLast() {
      if let leaf = child as? LeafChild { leaves.append(leaf) }
      if let node = child as? Node { pending += node.children.array }
    }
    #expect(leaves.count == 9)
    #expect(leaves.allSatisfy { heapBlockBytes(of: $0) <= 56 })
  }

  @Test("a text keeps its element while it shows the same, and its id when it changes")
  func elementKeptAndIdKept() throws {
    let host = ViewHost(Counter())
    let changes = host.runtime.makeChangeReader()
    let title = try #require(text("Title", in: host))
    let none = try #require(text("None", in: host))
    try host.tap("Add")
    let some = try #require(text("Some 1", in: host))
    #expect(some.id == none.id)
    #expect(some.attributes == [.bold(true)])
    #expect(text("Title", in: host) === title)
    let changed = changes.takeChanges()
    #expect(changed.contains(some.id))
    #expect(!changed.contains(title.id))
  }

  @Test("texts styled alike keep one list of attributes, in every runtime of the process")
  func attributeListsShared() throws {
    struct Styled: View {
      let name: String
      var body: some View {
        VStack {
          Text(name).font(.headline).foregroundStyle(.secondary)
          Text("Other").font(.headline).foregroundStyle(.secondary)
        }
      }
    }
    func storage(_ element: Element) -> UnsafeRawPointer? {
      element.attributes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let first = try #require(text("Soup", in: ViewHost(Styled(name: "Soup"))))
    let second = try #require(text("Stew", in: ViewHost(Styled(name: "Stew"))))
    let other = try #require(text("Other", in: ViewHost(Styled(name: "Stew"))))
    #expect(first.attributes == [.font(.headline), .foregroundStyle(AnyShapeStyle(.secondary))])
    #expect(storage(first) != nil && storage(first) == storage(second))
    #expect(storage(other) == storage(first))
  }

  @Test("rows of texts keep their ids as they move")
  func rowsKeepIds() throws {
    let host = ViewHost(Counter())
    let before = try ["Apple", "Pear", "Plum"].map { try #require(text($0, in: host)) }
    try host.tap("Reverse")
    let after = try ["Apple", "Pear", "Plum"].map { try #require(text($0, in: host)) }
    #expect(after.map(\.id) == before.map(\.id))
    #expect(zip(after, before).allSatisfy { $0 === $1 })
    let order = host.tree.flatMap(\.allElements).compactMap { element -> String? in
      if case .text(let string) = element.role, ["Apple", "Pear", "Plum"].contains(string) {
        return string
      }
      return nil
    }
    #expect(order == ["Plum", "Pear", "Apple"])
  }

  @Test("an erased text that gains a modifier is another view: a new element, a new id")
  func erasedTypeChangeReplaces() throws {
    struct Flipping: View {
      @State private var padded = false
      var body: some View {
        VStack {
          Button("Flip") { padded.toggle() }
          padded ? AnyView(Text("Note").padding()) : AnyView(Text("Note"))
        }
      }
    }
    let host = ViewHost(Flipping())
    let plain = try #require(text("Note", in: host))
    try host.tap("Flip")
    let padded = try #require(text("Note", in: host))
    #expect(padded.id != plain.id)
    #expect(padded.attributes == [.padding(.all, nil)])
  }

  @Test("containers of screens, columns and tabs shown as bare texts work as with any view")
  func bareTextsAsContainerContent() throws {
    let split = ViewHost(
      NavigationSplitView {
        Text("Sidebar text")
      } detail: {
        Text("Detail text")
      })
    #expect(text("Sidebar text", in: split) != nil)
    #expect(text("Detail text", in: split) != nil)
    let stack = ViewHost(NavigationStack { Text("Root text") })
    #expect(text("Root text", in: stack) != nil)
  }
}
