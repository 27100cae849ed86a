import Foundation
import Testing

@testable import WaypointRuntime

@Suite("Gradients: where each point of what a gradient fills falls along it")
struct GradientGeometryTests {
  private let box = CGRect(x: 10, y: 20, width: 100, height: 50)

  @Test("a linear gradient runs from its start point to its end point, clamped beyond them")
  func linear() {
    let geometry = GradientGeometry.linear(startPoint: .leading, endPoint: .trailing)
    #expect(geometry.location(of: CGPoint(x: 10, y: 45), in: box) == 0)
    #expect(geometry.location(of: CGPoint(x: 60, y: 30), in: box) == 0.5)
    #expect(geometry.location(of: CGPoint(x: 500, y: 30), in: box) == 1)
  }

  @Test(
    "a radial gradient runs out from its centre between its radii; an elliptical one in the box's shape"
  )
  func radial() {
    let radial = GradientGeometry.radial(center: .center, startRadius: 10, endRadius: 30)
    #expect(radial.location(of: CGPoint(x: 60, y: 45), in: box) == 0)
    #expect(radial.location(of: CGPoint(x: 80, y: 45), in: box) == 0.5)
    let elliptical = GradientGeometry.elliptical(
      center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
    // Halfway to the right edge and halfway to the bottom edge are both halfway along.
    #expect(elliptical.location(of: CGPoint(x: 85, y: 45), in: box) == 0.5)
    #expect(elliptical.location(of: CGPoint(x: 60, y: 57.5), in: box) == 0.5)
  }

  @Test("an angular gradient turns clockwise from its start angle; equal angles go once round")
  func angular() {
    let style = AnyShapeStyle(AngularGradient(colors: [.red, .blue], center: .center))
    guard case .gradient(let gradient, let geometry, let source) = style.kind else {
      Issue.record("not a gradient: \(style.kind)")
      return
    }
    #expect(source == "AngularGradient(Gradient(colors: [.red, .blue]))")
    // Right of the centre is the start, below it a quarter of the way (y grows downwards).
    #expect(geometry.location(of: CGPoint(x: 100, y: 45), in: box) == 0)
    #expect(abs(geometry.location(of: CGPoint(x: 60, y: 70), in: box) - 0.25) < 0.0001)
    #expect(gradient.nearestStop(to: 0.2) == .red)
    #expect(gradient.nearestStop(to: 0.8) == .blue)
  }
}
