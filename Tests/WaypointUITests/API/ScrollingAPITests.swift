import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Scrolling API: readers, positions, target behaviours and scroll modifiers")
struct ScrollingAPITests {
  @Test("a scroll view reader records the latest scrollTo request on its content")
  func scrollViewReader() throws {
    let host = ViewHost(
      ScrollViewReader { proxy in
        ScrollView {
          Button("Bottom") { proxy.scrollTo("row-9", anchor: .bottom) }
        }
      })
    try host.tap("Bottom")
    #expect(host.render().contains(#".scrollTo("row-9", anchor: .bottom)"#))
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
