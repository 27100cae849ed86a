import Foundation
import Testing
import Waypoint
import WaypointTesting

/// Fifty rows of 21 points in a scroll view 100 points high, and buttons that scroll to one.
private struct Rows: View {
  var body: some View {
    ScrollViewReader { proxy in
      VStack(spacing: 0) {
        Button("Top 30") { proxy.scrollTo(30, anchor: .top) }
        Button("Near 10") { proxy.scrollTo(10) }
        Button("Last") { proxy.scrollTo(49, anchor: .top) }
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<50, id: \.self) { row in
              Text("Row \(row)").accessibilityIdentifier("row\(row)").id(row)
            }
          }
        }
        .frame(height: 100)
        .accessibilityIdentifier("scroll")
      }
    }
  }
}

@MainActor
@Suite("Scrolling: scrollTo moves a scroll view's content, and the frames inside it")
struct ScrollOffsetFrameTests {
  private func host() -> ViewHost {
    let host = ViewHost(Rows(), size: CGSize(width: 300, height: 600))
    host.layOut()
    return host
  }

  @Test("scrollTo with an anchor puts the view at that point of the visible area")
  func anchored() throws {
    let host = host()
    let scroll = try #require(host.frame(identifiedBy: "scroll"))
    #expect(host.frame(identifiedBy: "row30")?.minY == scroll.minY + 30 * 21)
    try host.tap("Top 30")
    host.layOut()
    #expect(host.frame(identifiedBy: "row30")?.minY == scroll.minY)
    #expect(host.frame(identifiedBy: "row31")?.minY == scroll.minY + 21)
  }

  @Test("without an anchor it scrolls as little as shows the view; never past the content's end")
  func leastAndClamped() throws {
    let host = host()
    let scroll = try #require(host.frame(identifiedBy: "scroll"))
    try host.tap("Near 10")
    host.layOut()
    // Row 10 ends 231 points down; the visible area is 100 high: its bottom edge at the bottom.
    #expect(host.frame(identifiedBy: "row10")?.maxY == scroll.maxY)
    try host.tap("Last")
    host.layOut()
    // The last row cannot reach the top: the content's end stops at the visible area's bottom.
    #expect(host.frame(identifiedBy: "row49")?.maxY == scroll.maxY)
  }
}
