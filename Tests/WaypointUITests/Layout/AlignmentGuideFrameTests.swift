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
