import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Frames of modifiers: alignment in frames, overlays, offsets and lazy grids")
struct ModifierFrameTests {
  @Test("a fixed frame aligns its content by its alignment")
  func frameAlignment() {
    let host = ViewHost(
      topLeading(
        Text("ab").accessibilityIdentifier("text")
          .frame(width: 100, height: 50, alignment: .bottomTrailing)),
      size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "text") == CGRect(x: 83, y: 29, width: 17, height: 21))
  }

  @Test("an overlay is offered the size of what it decorates and aligned on it")
  func overlay() {
    let host = ViewHost(
      topLeading(
        Color.red.frame(width: 100, height: 50)
          .overlay(alignment: .topTrailing) {
            Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("badge")
          }
          .accessibilityIdentifier("card")), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "card") == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(host.frame(identifiedBy: "badge") == CGRect(x: 90, y: 0, width: 10, height: 10))
  }

  @Test("a mask is laid over the view as an overlay is, offered its size and aligned on it")
  func mask() {
    let host = ViewHost(
      topLeading(
        Color.red.frame(width: 100, height: 50)
          .mask(alignment: .leading) { Circle().frame(width: 50).accessibilityIdentifier("mask") }
      ), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "mask") == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(host.render().contains("Mask(alignment: .leading)"))
  }

  @Test("an offset draws the view moved, keeping its place in the layout and what follows")
  func offset() {
    let host = ViewHost(
      topLeading(
        VStack(spacing: 0) {
          Color.red.frame(width: 10, height: 10).offset(x: 5, y: 5)
            .accessibilityIdentifier("moved")
          Color.blue.frame(width: 10, height: 10).accessibilityIdentifier("next")
        }), size: CGSize(width: 400, height: 800))
    // Its place in the layout stays; the view inside is drawn moved.
    #expect(host.frame(identifiedBy: "moved") == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      host.element(identifiedBy: "moved")?.contentFrame
        == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(host.frame(identifiedBy: "next") == CGRect(x: 0, y: 10, width: 10, height: 10))
  }

  @Test("a lazy grid's flexible columns share its width, rows spaced as asked")
  func lazyGrid() {
    let columns = Array(repeating: GridItem(.flexible()), count: 3)
    let host = ViewHost(
      LazyVGrid(columns: columns, spacing: 10) {
        ForEach(0..<4, id: \.self) { index in
          Color.red.frame(height: 20).accessibilityIdentifier("item \(index)")
        }
      }, size: CGSize(width: 316, height: 800))
    // (316 - 2 × 8) / 3 = 100 a column; two rows of 20, 10 apart, centred: from 375.
    #expect(host.frame(identifiedBy: "item 0") == CGRect(x: 0, y: 375, width: 100, height: 20))
    #expect(host.frame(identifiedBy: "item 2") == CGRect(x: 216, y: 375, width: 100, height: 20))
    #expect(host.frame(identifiedBy: "item 3") == CGRect(x: 0, y: 405, width: 100, height: 20))
  }

  @Test("an adaptive column fits as many tracks of its minimum as the width holds")
  func adaptiveGrid() {
    let host = ViewHost(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
        ForEach(0..<6, id: \.self) { index in
          Color.red.frame(height: 20).accessibilityIdentifier("item \(index)")
        }
      }, size: CGSize(width: 316, height: 800))
    // (316 + 8) / (50 + 8): five tracks of (316 - 4 × 8) / 5 = 56.8 points.
    #expect(host.frame(identifiedBy: "item 4")?.minX == 259)
    #expect(host.frame(identifiedBy: "item 5")?.minX == 0)
    #expect(
      host.frame(identifiedBy: "item 5")?.minY
        == host.frame(identifiedBy: "item 0")?.maxY.advanced(by: 8))
  }
}

@MainActor
@Suite("Frames of text: line limits and shrinking to fit")
struct TextFrameTests {
  @Test("a line limit keeps text to its lines, truncated")
  func lineLimit() {
    let host = ViewHost(
      Text("one two three four").lineLimit(1).accessibilityIdentifier("text").frame(width: 60),
      size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "text")?.height == 21)
  }

  @Test("a minimum scale factor shrinks text that does not fit to the size at which it does")
  func minimumScaleFactor() throws {
    let host = ViewHost(
      Text("abcdefghij").lineLimit(1).minimumScaleFactor(0.5).accessibilityIdentifier("text")
        .frame(width: 60), size: CGSize(width: 400, height: 800))
    // 85 points at full size; at about 0.7 of it, 60 or just under, on a line 15 points high.
    let frame = try #require(host.frame(identifiedBy: "text"))
    #expect(frame.width >= 58 && frame.width <= 60)
    #expect(frame.height == 15)
  }
}
