import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Scrolling API: readers, positions, target behaviours and scroll modifiers")
struct ScrollingAPITests {
  @Test("a scroll view reader records the latest scrollTo request and the element it names")
  func scrollViewReader() throws {
    let host = ViewHost(
      ScrollViewReader { proxy in
        ScrollView {
          Button("Bottom") { proxy.scrollTo("row-9", anchor: .bottom) }
          Button("Nowhere") { proxy.scrollTo(42) }
          ForEach(0..<10, id: \.self) { index in
            Text("Row \(index)").id("row-\(index)")
          }
        }
      })
    try host.tap("Bottom")
    #expect(host.render().contains(#".scrollTo("row-9", anchor: .bottom)"#))
    let requests = host.tree.flatMap(\.allElements).flatMap(\.attributes).compactMap {
      if case .scrollRequest(let request) = $0 { request } else { nil }
    }
    let request = try #require(requests.first)
    #expect(request.target == host.elements(labeled: "Row 9").first?.id)
    try host.tap("Nowhere")
    #expect(host.render().contains(".scrollTo(42) (no view with this id)"))
  }

  @Test("a request names a ForEach row by its id, with no .id modifier")
  func forEachRowTarget() throws {
    let host = ViewHost(
      ScrollViewReader { proxy in
        List {
          Button("Last") { proxy.scrollTo(19) }
          ForEach(0..<20, id: \.self) { Text("Item \($0)") }
        }
      })
    try host.tap("Last")
    let request = try #require(
      host.tree.flatMap(\.allElements).flatMap(\.attributes).compactMap {
        if case .scrollRequest(let request) = $0 { request } else { nil }
      }.first)
    let target = try #require(request.target)
    #expect(host.runtime.element(withID: target)?.label == "Item 19")
  }

  @Test("a scroll position names its target and moves to another")
  func scrollPosition() {
    var position = ScrollPosition(edge: .top)
    #expect(position.edge == .top)
    position.scrollTo(id: 7, anchor: .center)
    #expect(position.viewID(type: Int.self) == 7)
    #expect(position.edge == nil)
    position.scrollTo(y: 40)
    #expect(position.description == ".y(40)")
    #expect(!position.isPositionedByUser)
  }

  @Test("scroll geometry's visible rectangle is its bounds less the insets; phases and sides")
  func geometry() {
    let geometry = ScrollGeometry(
      contentOffset: CGPoint(x: 0, y: 130), contentSize: CGSize(width: 100, height: 500),
      contentInsets: EdgeInsets(), containerSize: CGSize(width: 100, height: 100))
    #expect(geometry.visibleRect == CGRect(x: 0, y: 130, width: 100, height: 100))
    #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    #expect(ScrollPhase.decelerating.isScrolling && !ScrollPhase.idle.isScrolling)
  }

  @Test("scroll modifiers are recorded; scrollDisabled turns scrolling off in the environment")
  func scrollModifiers() {
    struct Reader: View {
      @Environment(\.isScrollEnabled) private var enabled
      var body: some View { Text("Scrolls \(enabled)") }
    }
    let rendered = ViewHost(
      ScrollView {
        Reader().scrollDisabled(true)
      }
      .scrollTargetBehavior(.paging)
      .contentMargins(.horizontal, 8, for: .scrollContent)
      .defaultScrollAnchor(.bottom)
    ).render()
    #expect(rendered.contains(#"Text "Scrolls false""#))
    #expect(rendered.contains(".scrollTargetBehavior(.paging)"))
    #expect(rendered.contains(".contentMargins(.horizontal, 8, for: .scrollContent)"))
    #expect(rendered.contains(".defaultScrollAnchor(.bottom)"))
  }
}
