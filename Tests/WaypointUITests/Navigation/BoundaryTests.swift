import Testing
import Waypoint
import WaypointTesting

@testable import WaypointUI

/// Content in a boundary of its own, as a presentation's content is.
private struct Presented<Content: View>: View {
  @ViewBuilder let content: Content
  var body: some View {
    content.modifier(PresentationBoundaryModifier(dismiss: DismissAction(action: nil)))
  }
}

private struct Outer<Content: View>: View {
  @ViewBuilder let content: Content
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Outside", value: 1)
        content
      }
      .navigationTitle("Outer")
      .navigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("Number") }
    }
  }
}

@MainActor
@Suite("Navigation boundaries scope containers and their declarations")
struct BoundaryTests {
  @Test("a link inside content scoped by a boundary does not push onto the outer stack")
  func linkDoesNotLeak() throws {
    let host = ViewHost(Outer { Presented { NavigationLink("Inside", value: 2) } })
    #expect(throws: HostError.disabled(label: "Inside")) { try host.tap("Inside") }
    #expect(host.navigationDepth == 0)
    #expect(host.diagnostics.map(\.code) == [.linkOutsideStack])
    try host.tap("Outside")
    #expect(host.navigationTitles == ["Outer", "Number"], "the outer stack still works")
  }

  @Test("titles, toolbar items and destinations declared inside a boundary stay inside")
  func declarationsDoNotLeak() throws {
    let host = ViewHost(
      Outer {
        Presented {
          NavigationLink("To words", value: "hello")
            .navigationTitle("Inner")
            .toolbar { Button("Inner tool") {} }
            .navigationDestination(for: String.self) { Text($0) }
        }
      })
    #expect(host.navigationTitle == "Outer")
    #expect(host.elements(labeled: "Inner tool").isEmpty)
    #expect(!host.render().contains("ToolbarItem"))
    #expect(throws: HostError.disabled(label: "To words")) { try host.tap("To words") }
  }

  @Test("a stack inside a boundary is a stack of its own: no nested-stack report, links push there")
  func stackInsideBoundary() throws {
    let host = ViewHost(
      Outer {
        Presented {
          NavigationStack {
            NavigationLink("Deeper", value: "word")
              .navigationTitle("Inner")
              .navigationDestination(for: String.self) { Text($0).navigationTitle($0) }
          }
        }
      })
    try host.tap("Deeper")
    #expect(host.diagnostics.isEmpty)
    #expect(host.navigationTitles == ["Inner", "word"], "the front-most stack is the inner one")
    #expect(host.render().contains(#"Screen 0 "Outer""#), "the outer stack did not move")
    #expect(!host.render().contains(#"Screen 1 "Number""#))
  }

  @Test("a stack inside another stack's content is still reported")
  func nestedStackReported() {
    let host = ViewHost(Outer { NavigationStack { Text("Inner") } })
    #expect(host.diagnostics.map(\.code) == [.nestedNavigationStack])
  }
}
