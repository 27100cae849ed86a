import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Shapes: paths are geometry, shape views chain, transforms keep their shape")
struct ShapesAPITests {
  @Test("a rectangle path knows its bounds and the points it contains")
  func rectanglePath() {
    let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.contains(CGPoint(x: 20, y: 30)))
    #expect(!path.contains(CGPoint(x: 5, y: 30)))
    var elements: [Path.Element] = []
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { elements.append($0) }
    #expect(elements.first == .move(to: CGPoint(x: 10, y: 20)))
    #expect(elements.last == .closeSubpath)
  }

  @Test("an ellipse contains its centre and not its bounding box's corners")
  func ellipsePath() {
    let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(path.contains(CGPoint(x: 50, y: 25)))
    #expect(!path.contains(CGPoint(x: 2, y: 2)))
    let bounds = path.boundingRect
    #expect(abs(bounds.width - 100) < 0.5 && abs(bounds.height - 50) < 0.5)
  }

  @Test("paths built by hand, moved, trimmed and read back from their description")
  func builtPaths() {
    let triangle = Path { path in
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 10, y: 0))
      path.addLine(to: CGPoint(x: 0, y: 10))
      path.closeSubpath()
    }
    #expect(triangle.currentPoint == CGPoint(x: 0, y: 0))
    #expect(triangle.offsetBy(dx: 5, dy: 5).boundingRect.origin == CGPoint(x: 5, y: 5))
    #expect(Path(triangle.description) == triangle)
    let line = Path { $0.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)]) }
    #expect(line.trimmedPath(from: 0.25, to: 0.5).boundingRect.minX == 25)
    #expect(Path("1 2 x") == nil)
  }

  @Test("set operations on paths answer containment exactly")
  func pathOperations() {
    let left = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let right = Path(CGRect(x: 5, y: 0, width: 10, height: 10))
    let inBoth = CGPoint(x: 7, y: 5)
    let inLeftOnly = CGPoint(x: 2, y: 5)
    #expect(left.intersection(right).contains(inBoth))
    #expect(!left.intersection(right).contains(inLeftOnly))
    #expect(left.subtracting(right).contains(inLeftOnly))
    #expect(!left.subtracting(right).contains(inBoth))
    #expect(left.union(right).boundingRect == CGRect(x: 0, y: 0, width: 15, height: 10))
  }

  @Test("shape transforms change the path they draw")
  func transforms() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(Rectangle().offset(x: 5, y: 0).path(in: rect).boundingRect.minX == 5)
    let scaled = Rectangle().scale(2, anchor: .topLeading).path(in: rect).boundingRect
    #expect(scaled.width == 20)
    #expect(AnyShape(Rectangle()).path(in: rect).boundingRect == rect)
    #expect(
      Circle().sizeThatFits(ProposedViewSize(width: 40, height: 20))
        == CGSize(width: 20, height: 20))
    let radii = RectangleCornerRadii(topLeading: 4)
    #expect(UnevenRoundedRectangle(cornerRadii: radii).cornerRadii.topLeading == 4)
  }

  @Test("a filled shape can be stroked too, and a border strokes inside")
  func shapeViews() {
    let host = ViewHost(
      VStack {
        Circle().fill(.red).stroke(.blue, lineWidth: 2)
        RoundedRectangle(cornerRadius: 4).strokeBorder(.green, lineWidth: 3)
      })
    let text = host.render()
    #expect(text.contains("Circle() .stroke(.blue, lineWidth: 2)"))
    #expect(text.contains("Circle() .fill(.red)"))
    #expect(text.contains("RoundedRectangle(cornerRadius: 4) .stroke(.green, lineWidth: 3)"))
  }

  @Test("an offset shape draws its shape with the offset recorded")
  func offsetShape() {
    let host = ViewHost(Capsule().offset(x: 3, y: 4))
    #expect(host.render().contains("Capsule() .offset(x: 3, y: 4)"))
  }
}
