import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A guide between a view's top and bottom unless a view says otherwise.
private enum Account: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat {
    context[VerticalAlignment.center]
  }
}

extension VerticalAlignment {
  fileprivate static let account = VerticalAlignment(Account.self)
}

@MainActor
@Suite("Alignment guides: stacks line their subviews up on the guides the views compute")
struct AlignmentGuideFrameTests {
  @Test("a leading guide moved left of a view shifts it right in a leading-aligned stack")
  func leadingGuide() {
    let host = ViewHost(
      topLeading(
        VStack(alignment: .leading, spacing: 0) {
          Text("Soup").accessibilityIdentifier("a")
          Text("Beer").alignmentGuide(.leading) { _ in -20 }.accessibilityIdentifier("b")
        }.accessibilityIdentifier("stack")), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "a") == CGRect(x: 0, y: 0, width: 34, height: 21))
    #expect(host.frame(identifiedBy: "b") == CGRect(x: 20, y: 21, width: 34, height: 21))
    #expect(host.element(identifiedBy: "stack")?.contentFrame?.width == 54)
  }

  @Test("a custom AlignmentID lines views up by its default and by their explicit values")
  func customGuide() {
    let host = ViewHost(
      topLeading(
        HStack(alignment: .account, spacing: 0) {
          Color.red.frame(width: 10, height: 40).alignmentGuide(.account) { _ in 30 }
            .accessibilityIdentifier("red")
          Color.blue.frame(width: 10, height: 20).accessibilityIdentifier("blue")
        }), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "red") == CGRect(x: 0, y: 0, width: 10, height: 40))
    #expect(host.frame(identifiedBy: "blue") == CGRect(x: 10, y: 20, width: 10, height: 20))
  }

  @Test("a custom guide set deep in nested stacks lines up views across them")
  func customGuideAcrossStacks() {
    // Two columns of different heights; their titles share the row's guide.
    let host = ViewHost(
      topLeading(
        HStack(alignment: .account, spacing: 0) {
          VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
            Text("A").alignmentGuide(.account) { $0[.top] }.accessibilityIdentifier("a")
          }
          VStack(spacing: 10) {
            Color.blue.frame(width: 40, height: 70)
            Text("B").alignmentGuide(.account) { $0[.top] }.accessibilityIdentifier("b")
            Text("Caption")
          }
        }), size: CGSize(width: 400, height: 800))
    // The second column's title is 80 points down it, the first's 40: the first moves down 40.
    #expect(host.frame(identifiedBy: "a")?.minY == 80)
    #expect(host.frame(identifiedBy: "b")?.minY == 80)
  }

  @Test("a stack inside padding passes its custom guide up, moved in by the padding")
  func guideThroughPadding() {
    let host = ViewHost(
      topLeading(
        HStack(alignment: .account, spacing: 0) {
          VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
            Text("A").alignmentGuide(.account) { $0[.top] }.accessibilityIdentifier("a")
          }
          .padding(.top, 30)
          VStack(spacing: 10) {
            Color.blue.frame(width: 40, height: 50)
            Text("B").alignmentGuide(.account) { $0[.top] }.accessibilityIdentifier("b")
          }
        }), size: CGSize(width: 400, height: 800))
    // The first title is 30 + 40 points down its padded column, the second 60 down its own.
    #expect(host.frame(identifiedBy: "a")?.minY == 70)
    #expect(host.frame(identifiedBy: "b")?.minY == 70)
  }

  @Test("a ZStack passes a custom guide up from where it puts the subview that sets it")
  func customGuideThroughZStack() {
    let host = ViewHost(
      topLeading(
        HStack(alignment: .account, spacing: 0) {
          ZStack(alignment: .top) {
            Color.red.frame(width: 40, height: 60)
            Text("A").alignmentGuide(.account) { _ in 10 }.accessibilityIdentifier("a")
          }
          Color.blue.frame(width: 40, height: 40).alignmentGuide(.account) { _ in 30 }
            .accessibilityIdentifier("blue")
        }), size: CGSize(width: 400, height: 800))
    // The text is at the stack's top, its guide 10 down; the blue box's 30: the stack moves 20.
    #expect(host.frame(identifiedBy: "a")?.minY == 20)
    #expect(host.frame(identifiedBy: "blue")?.minY == 0)
  }

  @Test("a built-in guide set inside a stack is the stack's subviews' business only")
  func builtInGuideStaysInside() {
    let host = ViewHost(
      topLeading(
        HStack(alignment: .top, spacing: 0) {
          VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
            Text("A").alignmentGuide(.top) { _ in 100 }
          }.accessibilityIdentifier("column")
          Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("box")
        }), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "column")?.minY == 0)
    #expect(host.frame(identifiedBy: "box")?.minY == 0)
  }

  @Test("a ZStack aligns its subviews' guides in both axes")
  func zStackGuides() {
    let host = ViewHost(
      topLeading(
        ZStack(alignment: .topLeading) {
          Color.red.frame(width: 50, height: 50)
          Color.blue.frame(width: 10, height: 10)
            .alignmentGuide(.leading) { _ in -5 }
            .alignmentGuide(.top) { _ in -5 }
            .accessibilityIdentifier("badge")
        }), size: CGSize(width: 400, height: 800))
    #expect(host.frame(identifiedBy: "badge") == CGRect(x: 5, y: 5, width: 10, height: 10))
  }
}
