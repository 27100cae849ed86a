import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct UIBezierPathTests {
  @Test func roundingChosenCornersLeavesTheOthersSquare() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let bezier = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
      cornerRadii: CGSize(width: 20, height: 20))
    let path = Path(bezier.cgPath)
    #expect(path.boundingRect == rect)
    #expect(!path.contains(CGPoint(x: 1, y: 1)))
    #expect(path.contains(CGPoint(x: 1, y: 49)))
    #expect(path.contains(CGPoint(x: 99, y: 49)))
    #expect(!path.contains(CGPoint(x: 99, y: 1)))
  }

  @Test func aRadiusLargerThanHalfTheSideIsCapped() {
    let bezier = UIBezierPath(
      roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
    #expect(
      Path(bezier.cgPath)
        == Path(
          roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10, style: .circular
        ))
  }

  @Test func linesAndCloseBuildATriangle() {
    let bezier = UIBezierPath()
    bezier.move(to: CGPoint(x: 0, y: 0))
    bezier.addLine(to: CGPoint(x: 10, y: 0))
    bezier.addLine(to: CGPoint(x: 0, y: 10))
    bezier.close()
    #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(bezier.contains(CGPoint(x: 2, y: 2)))
    #expect(!bezier.contains(CGPoint(x: 8, y: 8)))
    bezier.apply(CGAffineTransform(translationX: 5, y: 5))
    #expect(bezier.bounds.origin == CGPoint(x: 5, y: 5))
  }

  @Test func clockwiseArcsTurnClockwiseOnScreen() {
    let arc = UIBezierPath(
      arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2,
      clockwise: true)
    // A quarter turn from the right to the bottom (y grows down) stays in the lower right.
    #expect(arc.bounds.minX >= 49.9 && arc.bounds.minY >= 49.9)
    #expect(abs(arc.currentPoint.y - 60) < 1e-6)
  }

  @Test func aMutablePathConvertsToAndFromSwiftUI() {
    let mutable = CGMutablePath()
    mutable.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(Path(mutable).cgPath == mutable)
    #expect(UIBezierPath(cgPath: mutable).bounds.width == 4)
  }
}
