import Testing
import Waypoint
import WaypointTesting

@testable import WaypointRuntime
@testable import WaypointUI

@MainActor
@Suite("The elements of links")
struct LinkElementTests {
  @Test("a link with a value shows the element its node keeps, with the value as its tag")
  func oneElementPerLink() throws {
    let host = ViewHost(
      NavigationStack {
        List(0..<20, id: \.self) { item in
          NavigationLink("Item \(item)", value: item)
        }
        .navigationDestination(for: Int.self) { Text("Detail \($0)") }
      })
    let shown = host.tree.flatMap(\.allElements).filter { $0.role == .link }
    #expect(shown.count == 20)
    var kept: [Element] = []
    var nodes = host.runtime.rootNode.map { [$0] } ?? []
    while let node = nodes.popLast() {
      if node.typeName.hasPrefix("NavigationLink"), let element = node.previousElement {
        kept.append(element)
      }
      nodes += node.children.nodes
    }
    // A tagged copy of each link's element would be a second object per link, every tab
    // keeping both.
    #expect(kept.count == 20)
    #expect(kept.allSatisfy { element in shown.contains { $0 === element } })
    #expect(Set(shown.compactMap { $0.tag?.value as? Int }) == Set(0..<20))
  }

  @Test("a link to a value keeps no closure: its tap reads the value the link shows now")
  func linkTargetsReadTheirNode() throws {
    struct Links: View {
      @State var offset = 0
      var body: some View {
        NavigationStack {
          List {
            Button("Shift") { offset += 100 }
            ForEach(0..<3, id: \.self) { item in
              NavigationLink("Link \(item)", value: item + offset)
            }
          }
          .navigationDestination(for: Int.self) { Text("Detail \($0)") }
        }
      }
    }
    let host = ViewHost(Links())
    let links = host.tree.flatMap(\.allElements).filter { $0.role == .link }
    #expect(links.count == 3)
    #expect(links.allSatisfy { $0.target?.keepsClosure == false })
    try host.tap("Shift")
    try host.tap("Link 1")
    #expect(host.render().contains("Detail 101"))
    try host.back()
    try host.tap("Link 2")
    #expect(host.render().contains("Detail 102"))
  }

  @Test("a link's value is one object, which its element carries as its tag")
  func linkTagIsItsValue() throws {
    let host = ViewHost(
      NavigationStack {
        List(0..<20, id: \.self) { item in
          NavigationLink("Item \(item)", value: item)
        }
        .navigationDestination(for: Int.self) { Text("Detail \($0)") }
      })
    var shared = 0
    var nodes = host.runtime.rootNode.map { [$0] } ?? []
    while let node = nodes.popLast() {
      nodes += node.children.nodes
      guard let link = node as? ViewNode<NavigationLink<Text, Never>>,
        case .value(let request?) = link.view.target
      else { continue }
      // Made per output, a tag would be an object more for each link, and a copy of its value.
      #expect(node.previousElement?.tag === request.tag)
      shared += 1
    }
    #expect(shared == 20)
    // A reference and the appender's metatype with its witness table, in each link's view
    // value, where the value itself took 40 bytes.
    #expect(MemoryLayout<PushRequest>.size == 24)
  }
}
