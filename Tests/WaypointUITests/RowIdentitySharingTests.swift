import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

/// A list's rows keyed by the given ids.
private struct Rows<ID: Hashable>: View {
  let ids: [ID]
  let name: (ID) -> String

  var body: some View {
    VStack {
      ForEach(ids, id: \.self) { id in Text(name(id)).bold() }
    }
  }
}

/// An id that is an object: a model a tab made for itself.
private final class Model: Hashable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (lhs: Model, rhs: Model) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The keys of the children of the first node with keyed children.
@MainActor
private func rowKeys(in host: ViewHost) -> [ChildKey] {
  var pending: [Node] = host.runtime.rootNode.map { [$0] } ?? []
  while let node = pending.popLast() {
    let keys = node.children.array.map(\.key)
    if keys.contains(where: { if case .id = $0 { true } else { false } }) { return keys }
    pending += node.children.nodes
  }
  return []
}

/// The box an `.id` key keeps its id in.
private func box(of key: ChildKey) -> UInt {
  withUnsafeBytes(of: key) { $0.load(as: UInt.self) }
}

@MainActor
@Suite("Rows' keys and tags shared across runtimes")
struct RowIdentitySharingTests {
  @Test("rows keyed by the same strings keep their ids in one box in every runtime")
  func stringIDsShared() throws {
    let ids = ["shakshuka", "minestrone", "pancakes"]
    let first = rowKeys(in: ViewHost(Rows(ids: ids) { $0 }))
    let second = rowKeys(in: ViewHost(Rows(ids: ids) { $0 }))
    try #require(first.count == 3 && second.count == 3)
    #expect(first == second)
    #expect(first.map(box(of:)) == second.map(box(of:)))
    #expect(Set(first.map(box(of:))).count == 3)
  }

  @Test("rows keyed by objects keep their own keys, holding no other runtime's objects")
  func objectIDsNotShared() throws {
    let first = rowKeys(in: ViewHost(Rows(ids: [Model("a"), Model("b")]) { $0.name }))
    let second = rowKeys(in: ViewHost(Rows(ids: [Model("a"), Model("b")]) { $0.name }))
    try #require(first.count == 2 && second.count == 2)
    #expect(first == second)
    #expect(zip(first, second).allSatisfy { box(of: $0) != box(of: $1) })
  }

  @Test("views and rows tagged with the same plain values share one tag across runtimes")
  func tagsShared() throws {
    struct Tagged: View {
      var body: some View {
        VStack {
          Text("Letter").tag("a")
          Text("Number").tag(2)
          Text("Model").tag(Model("m"))
        }
        List(selection: .constant(nil as String?)) {
          ForEach(["row"], id: \.self) { Text($0) }
        }
      }
    }
    let first = ViewHost(Tagged())
    let second = ViewHost(Tagged())
    func tag(_ label: String, in host: ViewHost) throws -> ElementTag {
      guard let tag = host.elements(labeled: label).compactMap(\.tag).last else {
        throw MissingTag(label: label)
      }
      return tag
    }
    for label in ["Letter", "Number", "row"] {
      #expect(try tag(label, in: first) === tag(label, in: second), "\(label)")
    }
    #expect(try tag("row", in: first).isExplicit == false)
    #expect(try tag("Model", in: first) == tag("Model", in: second))
    #expect(try tag("Model", in: first) !== tag("Model", in: second))
  }
}

/// No element labeled `label` carries a tag.
private struct MissingTag: Error {
  let label: String
}
