import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Text baselines: stacks line text up by where its lines sit")
struct BaselineFrameTests {
  // Headless metrics: a body line is 21 points with its baseline 16.8 below its top; a large
  // title's line 41 points, its baseline 32.8 below.

  @Test("texts in two sizes aligned by their first baselines sit on one line")
  func firstBaselines() {
    let host = ViewHost(
      topLeading(
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          Text("Serves").accessibilityIdentifier("small")
          Text("4").font(.largeTitle).accessibilityIdentifier("large")
        }), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "large")?.minY == 0)
    #expect(host.frame(identifiedBy: "small")?.minY == 16)
  }

  @Test("padding moves a text's baseline with it; the last baseline is its last line's")
  func paddedAndLastBaselines() {
    let host = ViewHost(
      topLeading(
        HStack(alignment: .lastTextBaseline, spacing: 0) {
          Text("One\nTwo").padding(.top, 10).accessibilityIdentifier("two lines")
          Text("Big").font(.largeTitle).accessibilityIdentifier("large")
        }), size: CGSize(width: 400, height: 800))
    // Two lines below 10 points of padding: the last baseline is 10 + 21 + 16.8 = 47.8 down,
    // the large title's 32.8: the title starts 15 points lower.
    #expect(host.frame(identifiedBy: "two lines")?.minY == 0)
    #expect(host.frame(identifiedBy: "large")?.minY == 15)
  }

  @Test("a view without text aligns its bottom edge with the text's baseline")
  func imageOnBaseline() {
    let host = ViewHost(
      topLeading(
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          Color.red.frame(width: 10, height: 10).accessibilityIdentifier("square")
          Text("Soup").accessibilityIdentifier("text")
        }), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "text")?.minY == 0)
    #expect(host.frame(identifiedBy: "square")?.maxY == 17)
  }

  @Test("a stack's baselines are its subviews': a column's first its first line, its last its last")
  func stackBaselines() {
    let host = ViewHost(
      topLeading(
        HStack(alignment: .firstTextBaseline, spacing: 0) {
          Text("4").font(.largeTitle).accessibilityIdentifier("large")
          VStack(alignment: .leading, spacing: 0) {
            Text("servings").accessibilityIdentifier("first")
            Text("per dish").accessibilityIdentifier("second")
          }
        }), size: CGSize(width: 400, height: 800))
    // The column's first baseline is its first text's: 16.8 down, against the title's 32.8.
    #expect(host.frame(identifiedBy: "large")?.minY == 0)
    #expect(host.frame(identifiedBy: "first")?.minY == 16)
    let last = ViewHost(
      topLeading(
        HStack(alignment: .lastTextBaseline, spacing: 0) {
          VStack(alignment: .leading, spacing: 0) {
            Text("servings").accessibilityIdentifier("first")
            Text("per dish").accessibilityIdentifier("second")
          }
          Text("4").font(.largeTitle).accessibilityIdentifier("large")
        }), size: CGSize(width: 400, height: 800))
    // The column's last baseline is 21 + 16.8 = 37.8 down: the title starts 5 points lower.
    #expect(last.frame(identifiedBy: "first")?.minY == 0)
    #expect(last.frame(identifiedBy: "large")?.minY == 5)
  }
}
