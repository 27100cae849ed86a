import Foundation
import Testing
import Waypoint
import WaypointTesting

/// A gate's path drawn part way, as a progress line.
private struct GatePath: View {
  let progress: CGFloat
  var body: some View {
    Rectangle()
      .trim(to: progress)
      .stroke(lineWidth: 2)
  }
}

@MainActor
@Suite("Shape chaining: trim and stroke return shapes that draw and chain")
struct ShapeChainingAPITests {
  @Test("a trimmed shape can be stroked, and its path is the part of the outline trimmed")
  func trimThenStroke() {
    let rendered = ViewHost(GatePath(progress: 0.5)).render()
    #expect(rendered.contains(".trim(from: 0, to: 0.5)"))
    #expect(rendered.contains(".stroke("))
    let half = Rectangle().trim(to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    let bounds = half.boundingRect
    #expect(bounds.width == 10 && bounds.height == 10)
    let quarter = Rectangle().trim(from: 0, to: 0.25).path(
      in: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(quarter.boundingRect.height == 0)
  }

  @Test("a stroked shape is a shape: it fills, offsets and rotates")
  func strokedShape() {
    let outline = Circle().stroke(lineWidth: 4)
    let path = outline.path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(path.boundingRect.width > 20)
    let rendered = ViewHost(
      Circle().stroke(style: StrokeStyle(lineWidth: 3)).offset(x: 2).rotation(.degrees(45))
    ).render()
    #expect(rendered.contains(".offset(x: 2, y: 0)"))
    #expect(rendered.contains("lineWidth: 3"))
  }
}
