import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointWeb

/// A `Canvas` drawn in the page: its drawing code run at the size the layout pass gave it, as SVG.
@MainActor
@Suite("Canvases in the browser")
struct CanvasRenderingTests {
  private struct Drawn: View {
    var body: some View {
      VStack {
        Canvas { context, size in
          context.fill(
            Path(CGRect(x: 0, y: 0, width: size.width / 2, height: 10)), with: .color(.red))
          var moved = context
          moved.translateBy(x: 10, y: 20)
          moved.opacity = 0.5
          moved.blendMode = .multiply
          moved.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
          moved.stroke(
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 30)),
            with: .linearGradient(
              Gradient(colors: [.blue, .green]), startPoint: .zero,
              endPoint: CGPoint(x: 40, y: 0)),
            style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2]))
          context.addFilter(.blur(radius: 2))
          context.draw(Text("Middle"), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .frame(maxWidth: .infinity)
        .frame(height: 100)
      }
    }
  }

  @Test("a canvas is an SVG of its frame's size, each command with its paint, state and clips")
  func drawing() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Drawn()))
    let page = await tab.page(address: "/")
    // The scene is 393 points wide: the canvas too, and what it draws follows.
    #expect(
      page.contains(
        "<svg class=\"drawing\" aria-hidden=\"true\" width=\"393\" height=\"100\" "
          + "viewBox=\"0 0 393 100\">"))
    #expect(
      page.contains("<path d=\"M0 0 L196.5 0 L196.5 10 L0 10 Z\" style=\"fill:var(--red)\"/>"))
    #expect(page.contains("<linearGradient id=\""))
    #expect(page.contains("stroke-width:3;stroke-linecap:round"))
    #expect(page.contains("stroke-dasharray:4 2"))
    #expect(page.contains("transform=\"matrix(1 0 0 1 10 20)\""))
    #expect(page.contains("opacity:0.5;mix-blend-mode:multiply"))
    #expect(page.contains("<clipPath id=\""))
    #expect(
      page.contains(
        "<text x=\"196.5\" y=\"50\" text-anchor=\"middle\" dominant-baseline=\"central\""))
    // The filter is recorded on the tree, not drawn.
    #expect(!page.contains("blur"))
  }

  @Test("a canvas draws its symbol views where the drawing puts them, at their own size")
  func symbols() async throws {
    let html = await page(
      of: Canvas { context, size in
        if let mark = context.resolveSymbol(id: "mark") {
          context.draw(mark, at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
      } symbols: {
        Circle().fill(.red).frame(width: 20, height: 20).tag("mark")
      }
      .frame(width: 100, height: 60))
    // Centred on (50, 30): a copy of the circle's markup, without its ids.
    #expect(
      html.contains(
        #/<foreignObject x="40" y="20" width="20" height="20"><div class="symbol"><div data-symbol-of="e\d+" class="shape"[^>]*><svg[^>]*><path d="M20 10 /#
      ))
  }

  @Test("numbers a rounding error from a whole one are written whole, never with a bare point")
  func numbers() {
    #expect(CSS.number(224.999) == "225")
    #expect(CSS.number(150.333) == "150.33")
    #expect(CSS.number(-0.001) == "0")
    #expect(CSS.number(12.5) == "12.5")
  }

  @Test("a canvas given another size draws again at it, and the page is sent the new drawing")
  func resized() async throws {
    let tab = BrowserTab(id: "t", browserID: "b", runtime: ViewRuntime(Drawn()))
    _ = await tab.page(address: "/")
    let reply = try #require(
      await tab.receive(ClientMessage(kind: .size, width: 1000, height: 700)))
    #expect(reply.contains("viewBox=\\\"0 0 1000 100\\\""))
    #expect(reply.contains("L500 0 L500 10"))
  }
}

/// An app's own insettable shape: an ellipse in its frame, less its inset.
private struct Ring: InsettableShape {
  var inset: CGFloat = 0

  func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: inset, dy: inset)) }

  func inset(by amount: CGFloat) -> Ring {
    var ring = self
    ring.inset += amount
    return ring
  }
}

@MainActor
@Suite("Shapes in the browser")
struct ShapeRenderingTests {
  @Test("an app's shape is its path for its frame, filled or stroked as its modifiers say")
  func customShapes() async throws {
    let html = await page(
      of:
        VStack {
          Triangle().fill(.red).frame(width: 100, height: 80)
          Triangle().stroke(.blue, lineWidth: 3).frame(width: 60, height: 40)
        })
    #expect(html.contains("<path d=\"M50 0 L100 80 L0 80 Z\" style=\"fill:var(--red)\"/>"))
    #expect(
      html.contains(
        "<path d=\"M30 0 L60 40 L0 40 Z\" style=\"fill:none;stroke:var(--blue);stroke-width:3;stroke-linecap:butt;stroke-linejoin:miter"
      ))
  }

  @Test("strokeBorder insets an app's shape by half the line, and a stroke keeps its joins")
  func strokeBorder() async throws {
    let html = await page(
      of:
        VStack {
          Ring().strokeBorder(.red, style: StrokeStyle(lineWidth: 40)).frame(
            width: 200, height: 200)
          Triangle()
            .stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
            .frame(width: 60, height: 40)
        })
    // The ring's outline starts at its right edge, 20 points in.
    #expect(html.contains("<path d=\"M180 100 "))
    #expect(html.contains("stroke-width:40"))
    #expect(html.contains("stroke-width:10;stroke-linecap:round;stroke-linejoin:round"))
  }

  @Test("a built-in shape is its outline at its own size, filled, or stroked inside its edge")
  func builtInShapes() async throws {
    let html = await page(
      of:
        VStack {
          Circle().fill(.green).frame(width: 20, height: 20)
          Rectangle().frame(width: 20, height: 10)
          Capsule().stroke(.orange, lineWidth: 2).frame(width: 40, height: 10)
          Circle().fill(.red).frame(width: 10, height: 10).padding(15)
        })
    // A circle is its outline, filled with its style; a rectangle with the foreground.
    #expect(
      html.contains(
        #/width="20" height="20"[^>]*><path d="M20 10 C[^"]*Z" style="fill:var\(--green\)"/#))
    #expect(html.contains(#"<path d="M0 0 L20 0 L20 10 L0 10 Z" style="fill:currentColor"/>"#))
    // A stroke of 2 runs a point inside the capsule's edge, so all of it is inside.
    #expect(
      html.contains(
        #/<path d="M5 1 L35 1 [^"]*" style="fill:none;stroke:var\(--orange\);stroke-width:2;/#))
    // Padding around a circle leaves it its own size, inside the padding.
    #expect(
      html.contains(
        #/padding:15px 15px 15px 15px"><svg [^>]*width="10" height="10"[^>]*><path d="M10 5 /#))
  }

  @Test("a fill with FillStyle(eoFill: true) fills by the even-odd rule, and the tree says so")
  func evenOdd() async throws {
    let view = Frame().fill(.red, style: FillStyle(eoFill: true)).frame(width: 40, height: 40)
    let html = await page(of: view)
    #expect(html.contains(#/style="fill:var\(--red\);fill-rule:evenodd"/#))
    #expect(ViewHost(view).render().contains(".fill(.red, style: FillStyle(eoFill: true))"))
  }

  @Test("a shape given another size by a resized window is drawn again at it")
  func resizedShape() async throws {
    let tab = BrowserTab(
      id: "t", browserID: "b",
      runtime: ViewRuntime(RoundedRectangle(cornerRadius: 12).fill(.blue).padding(10)))
    _ = await tab.page(address: "/")
    let reply = try #require(
      await tab.receive(ClientMessage(kind: .size, width: 500, height: 300)))
    // The window less the padding either side.
    #expect(reply.contains("viewBox=\\\"0 0 480 280\\\""))
  }

  @Test("a trimmed, inset or turned shape is drawn from the path the chain gives")
  func shapeChains() async throws {
    let html = await page(
      of:
        VStack {
          Circle().trim(from: 0, to: 0.5).stroke(.red, lineWidth: 4).frame(width: 40, height: 40)
          Circle().inset(by: 10).frame(width: 40, height: 40)
          Rectangle().rotation(.degrees(90)).frame(width: 40, height: 20)
        })
    // Half a circle: from the right edge round the bottom to the left one, and no further (open).
    #expect(!html.contains(#"Z" style="fill:none;stroke:var(--red)"#))
    #expect(
      html.contains(#/<path d="M40 20 (C[^"]*)? ?[^"]*0 20" style="fill:none;stroke:var\(--red\)/#))
    // Ten points in from each side: the circle starts at 30, 20.
    #expect(html.contains(#"<path d="M30 20 "#))
    // Turned a quarter round its centre: a 20 by 40 upright box in the 40 by 20 frame.
    #expect(html.contains(#"<path d="M30 -10 L30 30 L10 30 L10 -10 Z""#))
  }
}

/// A square with a square hole: filled by the even-odd rule, a frame.
struct Frame: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path(rect)
    path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
    return path
  }
}

/// Clip shapes: any shape's outline at the frame of the view it clips.
@MainActor
@Suite("Clip shapes in the browser")
struct ClipShapeRenderingTests {
  private struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  @Test("a view is clipped to any shape's outline, at the frame the clip was applied to")
  func clipPaths() async throws {
    let html = await page(
      of: VStack {
        Color.red.frame(width: 40, height: 20).clipShape(Wedge())
        Color.blue.frame(width: 20, height: 20).clipShape(Circle()).padding(10)
      })
    // The app's own shape clips by its path(in:) for the 40 by 20 frame.
    #expect(html.contains("clip-path:path(&#39;M0 0 L40 10 L0 20 Z&#39;)"))
    // Inside padding of 10, the circle of the 20-point view is 10 points in from the node's edge.
    #expect(html.contains("clip-path:path(&#39;M30 20 C"))
  }
}
