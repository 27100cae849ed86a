import Foundation
import Testing
import Waypoint
import WaypointTesting

/// Whether two numbers are the same up to rounding.
private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

/// Whether two points are the same up to rounding.
private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
  close(Double(a.x), Double(b.x)) && close(Double(a.y), Double(b.y))
}

/// An arc whose angles are turned a quarter back before drawing, as drawing lessons write it.
private struct QuarterTurnedArc: Shape {
  var startAngle: Angle
  var endAngle: Angle

  func path(in rect: CGRect) -> Path {
    let rotationAdjustment = Angle.degrees(90)
    let modifiedStart = startAngle - rotationAdjustment
    let modifiedEnd = endAngle - rotationAdjustment
    var path = Path()
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
      startAngle: modifiedStart, endAngle: modifiedEnd, clockwise: true)
    return path
  }
}

/// Petals placed round a centre by rotating, then moving, each ellipse.
private struct Petals: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    for number in stride(from: 0, to: Double.pi * 2, by: Double.pi / 2) {
      let rotation = CGAffineTransform(rotationAngle: number)
      let position = rotation.concatenating(
        CGAffineTransform(translationX: rect.width / 2, y: rect.height / 2))
      path.addPath(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 2)), transform: position)
    }
    return path
  }
}

@MainActor
@Suite("Geometry arithmetic: angles add and scale, affine transforms compose and invert")
struct GeometryArithmeticAPITests {
  @Test("angles subtract, negate, scale, divide and accumulate")
  func angleArithmetic() {
    let start = Angle.degrees(300)
    #expect(close((start - .degrees(90)).degrees, 210))
    #expect(close((start + .degrees(90)).degrees, 390))
    #expect(close((-start).degrees, -300))
    #expect(close((Angle.degrees(30) * 2).degrees, 60))
    #expect(close((Angle.degrees(30) / 3).degrees, 10))
    var angle = Angle.zero
    angle += .degrees(5)
    angle += .degrees(5)
    angle -= .degrees(2)
    angle *= 2
    #expect(close(angle.degrees, 16))
    #expect(Angle.degrees(10) < Angle.degrees(20))
    #expect(close(Angle.radians(-3).magnitude, 3))
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) * 2
    #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
  }

  @Test("a shape drawn from angle differences starts where the difference points")
  func arcFromAngleDifferences() {
    let path = QuarterTurnedArc(startAngle: .degrees(0), endAngle: .degrees(300))
      .path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    var start: CGPoint?
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { element in
      if start == nil, case .move(let to) = element { start = to }
    }
    // 0° turned back a quarter points straight up from the centre.
    #expect(start.map { close($0, CGPoint(x: 50, y: 0)) } == true)
  }

  @Test("transforms concatenate in order, and invert, rotate, scale and translate")
  func affineTransforms() {
    let point = CGPoint(x: 1, y: 0)
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    let move = CGAffineTransform(translationX: 10, y: 20)
    #expect(close(point.applying(quarter.concatenating(move)), CGPoint(x: 10, y: 21)))
    #expect(close(point.applying(move.concatenating(quarter)), CGPoint(x: -20, y: 11)))
    let moved = CGPoint(x: 3, y: 4).applying(move)
    #expect(close(moved.applying(move.inverted()), CGPoint(x: 3, y: 4)))
    #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    #expect(CGAffineTransform.identity.isIdentity && !move.isIdentity)
    let chained = CGAffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(close(CGPoint(x: 1, y: 1).applying(chained), CGPoint(x: 12, y: 2)))
    #expect(
      close(point.applying(CGAffineTransform.identity.rotated(by: .pi)), CGPoint(x: -1, y: 0)))
    #expect(CGSize(width: 2, height: 3).applying(move) == CGSize(width: 2, height: 3))
    let box = CGRect(x: 0, y: 0, width: 2, height: 4).applying(quarter)
    #expect(close(Double(box.width), 4) && close(Double(box.height), 2))
  }

  @Test("a shape placing parts with concatenated transforms puts each round the centre")
  func petalsRoundTheCentre() {
    let bounds = Petals().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
    #expect(close(Double(bounds.midX), 50) && close(Double(bounds.midY), 50))
    #expect(close(Double(bounds.width), 20))
  }
}
