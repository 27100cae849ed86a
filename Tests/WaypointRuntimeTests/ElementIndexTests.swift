import TestSupport
import Testing

@testable import WaypointUI

/// A tree to mutate freely; turned into elements that stay the same objects where the tree
/// did not change, as the graph's are.
private struct Model: Equatable {
  var id: Int
  var label: String
  var children: [Model] = []
}

@MainActor
private final class ElementBuilder {
  private var made: [Int: (model: Model, element: Element)] = [:]

  func elements(_ models: [Model]) -> [Element] { models.map(element) }

  private func element(_ model: Model) -> Element {
    if let previous = made[model.id], previous.model == model { return previous.element }
    let element = Element(
      id: ElementID(rawValue: model.id), role: .text(model.label),
      children: model.children.map(element))
    made[model.id] = (model, element)
    return element
  }
}

private struct Mutator {
  var random: SplitMix
  var nextID = 1

  mutating func tree(depth: Int = 3) -> [Model] {
    (0..<random.int(in: 1...3)).map { _ in node(depth: depth) }
  }

  mutating func node(depth: Int) -> Model {
    nextID += 1
    let id = nextID
    let children = depth == 0 ? [] : (0..<random.int(in: 0...3)).map { _ in node(depth: depth - 1) }
    return Model(id: id, label: "n\(id)", children: children)
  }

  /// One random change: relabel, remove, insert, move a subtree elsewhere, or swap siblings.
  mutating func mutate(_ roots: inout [Model]) {
    var all: [[Int]] = []
    func collect(_ models: [Model], at path: [Int]) {
      for (index, model) in models.enumerated() {
        all.append(path + [index])
        collect(model.children, at: path + [index])
      }
    }
    collect(roots, at: [])
    guard let target = all.randomElement(using: &random) else {
      roots = tree()
      return
    }
    switch random.int(in: 0...4) {
    case 0:
      update(&roots, at: target) { $0.label += "'" }
    case 1:
      _ = remove(&roots, at: target)
    case 2:
      let fresh = node(depth: 1)
      update(&roots, at: target) { $0.children.insert(fresh, at: 0) }
    case 3:
      let moved = remove(&roots, at: target)
      var candidates: [[Int]] = []
      collect(roots, at: [])
      candidates = all.filter { path in exists(roots, at: path) }
      if let destination = candidates.randomElement(using: &random) {
        update(&roots, at: destination) { $0.children.append(moved) }
      } else {
        roots.append(moved)
      }
    default:
      update(&roots, at: Array(target.dropLast())) { parent in
        if parent.children.count > 1 { parent.children.swapAt(0, parent.children.count - 1) }
      } topLevel: { top in
        if top.count > 1 { top.swapAt(0, top.count - 1) }
      }
    }
  }

  private func exists(_ roots: [Model], at path: [Int]) -> Bool {
    var level = roots
    for index in path {
      guard index < level.count else { return false }
      level = level[index].children
    }
    return true
  }

  private func update(
    _ roots: inout [Model], at path: [Int], _ change: (inout Model) -> Void,
    topLevel: ((inout [Model]) -> Void)? = nil
  ) {
    guard let first = path.first else {
      topLevel?(&roots)
      return
    }
    guard first < roots.count else { return }
    if path.count == 1 {
      change(&roots[first])
    } else {
      update(&roots[first].children, at: Array(path.dropFirst()), change)
    }
  }

  private func remove(_ roots: inout [Model], at path: [Int]) -> Model {
    if path.count == 1 { return roots.remove(at: path[0]) }
    return remove(&roots[path[0]].children, at: Array(path.dropFirst()))
  }
}

@MainActor
@Suite("The element index")
struct ElementIndexTests {
  @Test("kept up to date by walking what changed, or released, it answers as if built from scratch")
  func incremental() {
    for seed in 1...150 {
      var mutator = Mutator(random: SplitMix(seed: UInt64(seed)))
      var roots = mutator.tree()
      let builder = ElementBuilder()
      let index = ElementIndex()
      var seen: Set<ElementID> = []
      for step in 0..<25 {
        let elements = builder.elements(roots)
        if step % 7 == 3 {
          index.release()
          #expect(index.count == 0)
        }
        index.update(roots: elements)
        var current: Set<ElementID> = []
        func check(_ element: Element, parent: Element?) {
          current.insert(element.id)
          #expect(index.element(element.id) === element, "seed \(seed) step \(step)")
          #expect(index.parent(of: element.id)?.id == parent?.id, "seed \(seed) step \(step)")
          for child in element.children { check(child, parent: element) }
        }
        for element in elements { check(element, parent: nil) }
        for gone in seen.subtracting(current) {
          #expect(index.element(gone) == nil, "seed \(seed) step \(step): \(gone) is gone")
        }
        seen.formUnion(current)
        mutator.mutate(&roots)
      }
    }
  }

  @Test("a walk for some ids finds what the index finds, each with its parent, and nothing gone")
  func walk() {
    for seed in 1...100 {
      var mutator = Mutator(random: SplitMix(seed: UInt64(seed)))
      let elements = ElementBuilder().elements(mutator.tree())
      let index = ElementIndex()
      index.update(roots: elements)
      let all = elements.flatMap(\.allElements).map(\.id)
      // Some of the ids, and one that is in no tree.
      let wanted = Set(all.filter { _ in mutator.random.int(in: 0...2) == 0 })
        .union([ElementID(rawValue: -7)])
      let found = ElementIndex.find(wanted, under: elements)
      #expect(Set(found.map(\.element.id)) == wanted.subtracting([ElementID(rawValue: -7)]))
      for (element, parent) in found {
        #expect(index.element(element.id) === element, "seed \(seed)")
        #expect(index.parent(of: element.id)?.id == parent?.id, "seed \(seed)")
      }
    }
  }
}
