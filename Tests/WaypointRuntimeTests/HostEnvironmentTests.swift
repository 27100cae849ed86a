import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

/// Shows the size class it reads.
private struct SizeLabel: View {
  let name: String
  @Environment(\.horizontalSizeClass) private var sizeClass
  var body: some View {
    Text("\(name) \(sizeClass == .compact ? "compact" : "regular")")
  }
}

/// A modifier whose body reads the size class.
private struct SizeBadge: ViewModifier {
  @Environment(\.horizontalSizeClass) private var sizeClass
  func body(content: Content) -> some View {
    VStack {
      content
      Text(sizeClass == .compact ? "badge compact" : "badge regular")
    }
  }
}

/// Rows that read nothing from the environment, one that does, and a subtree that fixes its
/// own size class, all inside a list on a pushed screen.
private struct Screen: View {
  var body: some View {
    NavigationStack(path: .constant([1])) {
      Text("Root")
        .navigationDestination(for: Int.self) { _ in
          List {
            ForEach(0..<100, id: \.self) { Text("Row \($0)") }
            SizeLabel(name: "reader")
            SizeLabel(name: "fixed").environment(\.horizontalSizeClass, .compact)
            Text("modified").modifier(SizeBadge())
          }
        }
    }
  }
}

@MainActor
@Suite("Values the host sets")
struct HostEnvironmentTests {
  @Test("a size class change reaches every reader, deep in a list on a pushed screen")
  func reachesReaders() {
    let host = ViewHost(Screen(), horizontalSizeClass: .compact)
    #expect(!host.elements(labeled: "reader compact").isEmpty)
    #expect(!host.elements(labeled: "badge compact").isEmpty)
    host.horizontalSizeClass = .regular
    #expect(!host.elements(labeled: "reader regular").isEmpty)
    #expect(!host.elements(labeled: "badge regular").isEmpty)
    #expect(!host.elements(labeled: "fixed compact").isEmpty, "a view's own value wins")
    host.horizontalSizeClass = .compact
    #expect(!host.elements(labeled: "reader compact").isEmpty)
  }

  @Test("a size class change evaluates only the views that read the environment")
  func evaluatesOnlyReaders() {
    let host = ViewHost(Screen(), horizontalSizeClass: .compact)
    host.resetEvaluationCount()
    host.horizontalSizeClass = .regular
    // The label and the modifier that read the host's value; not the label whose subtree sets
    // its own, the 100 rows, the list or the screens.
    #expect(host.evaluations.total == 2, "\(host.evaluations)")
    #expect(host.evaluations["SizeLabel"] == 1)
  }

  @Test("a size class change leaves the elements of views that do not read it untouched")
  func changesOnlyReadersElements() throws {
    let host = ViewHost(Screen(), horizontalSizeClass: .compact)
    let changes = host.runtime.makeChangeReader()
    let row = try #require(host.elements(labeled: "Row 7").first)
    host.horizontalSizeClass = .regular
    let changed = changes.takeChanges()
    let reader = try #require(host.elements(labeled: "reader regular").first)
    #expect(changed.contains(reader.id))
    #expect(!changed.contains(row.id))
    #expect(changed.count < 20, "\(changed.count) elements changed")
  }

  @Test("a size class change updates the readers' nodes, not the whole tree")
  func updatesFewNodes() {
    let host = ViewHost(Screen(), horizontalSizeClass: .compact)
    let before = host.runtime.graph.nodeUpdateCount
    host.horizontalSizeClass = .regular
    let updated = host.runtime.graph.nodeUpdateCount - before
    // The two labels, the modifier and what their new bodies update; the tree has over 400.
    #expect(updated < 20, "\(updated) nodes updated")
  }

  @Test("views made after a change, and views updated later, see the new value")
  func laterViewsSeeIt() throws {
    struct Toggler: View {
      @State private var shows = false
      var body: some View {
        VStack {
          Button("Show") { shows.toggle() }
          if shows { SizeLabel(name: "late") }
          SizeLabel(name: "early").id(shows)
        }
      }
    }
    let host = ViewHost(Toggler(), horizontalSizeClass: .compact)
    host.horizontalSizeClass = .regular
    try host.tap("Show")
    #expect(!host.elements(labeled: "late regular").isEmpty)
    #expect(!host.elements(labeled: "early regular").isEmpty)
  }
}
