import CGTK
import Testing
import Waypoint
import WaypointGTK

private struct Swatches: View {
  var body: some View {
    HStack(spacing: 20) {
      Color.blue.frame(width: 60, height: 60)
      Circle().fill(Color.red).frame(width: 60, height: 60)
      RoundedRectangle(cornerRadius: 8).stroke(Color.green, lineWidth: 6)
        .frame(width: 60, height: 60)
      Text("Tag").padding(12).background(Color.orange).clipShape(RoundedRectangle(cornerRadius: 8))
      Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.purple))
      }
      .frame(width: 40, height: 40)
      Rectangle()
        .fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        .frame(width: 60, height: 40)
    }
  }
}

private struct SwatchesApp: App {
  var body: some Scene {
    WindowGroup { Swatches() }
  }
}

@MainActor
@Suite("Colours and shapes in a GTK window", .serialized, .enabled(if: hasDisplay))
struct PaintingTests {
  @Test("with no scheme of its own, the window follows the desktop's dark preference live")
  func desktopPreference() async throws {
    let desktop = await DesktopSession(SwatchesApp(), size: CGSize(width: 640, height: 200))
    let settings = try #require(g_settings_new("org.gnome.desktop.interface"))
    defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
    g_settings_set_string(settings, "color-scheme", "prefer-dark")
    await desktop.settle()
    #expect(desktop.runtime.colorScheme == .dark)
    g_settings_set_string(settings, "color-scheme", "default")
    await desktop.settle()
    #expect(desktop.runtime.colorScheme == .light)
    try desktop.quit()
  }

  @Test(
    "a colour view fills its frame, a circle is filled inside its frame, a stroke outlines, a background fills the padding, a canvas draws"
  )
  func swatches() async throws {
    let desktop = await DesktopSession(SwatchesApp(), size: CGSize(width: 640, height: 200))
    let blue = try desktop.placement { if case .color = $0 { true } else { false } }
    let circle = try desktop.placement { $0 == .shape(.circle) }
    let outline = try desktop.placement {
      if case .shape(.roundedRectangle) = $0 { true } else { false }
    }
    #expect(desktop.misplacedWidgets() == [])
    try desktop.screenshot("desktop-swatches")

    let blueMiddle = try desktop.pixel(at: try desktop.screenPoint(of: blue.widget))
    #expect(blueMiddle.blue > 200 && blueMiddle.red < 60, "\(blueMiddle)")

    let circleMiddle = try desktop.screenPoint(of: circle.widget)
    let red = try desktop.pixel(at: circleMiddle)
    #expect(red.red > 200 && red.green < 80, "\(red)")
    // The frame's corner is outside the circle: the window's background, not red.
    let corner = try desktop.pixel(at: (circleMiddle.x - 28, circleMiddle.y - 28))
    #expect(!(corner.red > 200 && corner.green < 80), "\(corner)")

    let outlineMiddle = try desktop.screenPoint(of: outline.widget)
    let inside = try desktop.pixel(at: outlineMiddle)
    #expect(!(inside.green > 100 && inside.red < 80), "\(inside)")
    let edge = try desktop.pixel(at: (outlineMiddle.x - 28, outlineMiddle.y))
    #expect(edge.green > 100 && edge.red < 80 && edge.blue < 120, "\(edge)")

    // A padded text is drawn inside its padding, over its background, which fills the padding.
    let tag = try desktop.placement { $0 == .text("Tag") }
    let element = try #require(desktop.runtime.element(withID: tag.element))
    let padded = try #require(element.frame)
    #expect(tag.frame.minX - padded.minX == 12)
    let label = try desktop.screenPoint(of: tag.widget)
    let padding = try desktop.pixel(at: (label.x, label.y - Int(tag.frame.height / 2) - 6))
    #expect(padding.red > 200 && padding.green > 100 && padding.blue < 80, "\(padding)")

    // A canvas's commands are replayed with cairo.
    let canvas = try desktop.placement { if case .canvas = $0 { true } else { false } }
    let purple = try desktop.pixel(at: try desktop.screenPoint(of: canvas.widget))
    #expect(purple.red > 140 && purple.blue > 180 && purple.green < 120, "\(purple)")

    // A gradient runs from its first colour to its last across the shape.
    let band = try desktop.placement { $0 == .shape(.rectangle) }
    let bandMiddle = try desktop.screenPoint(of: band.widget)
    let left = try desktop.pixel(at: (bandMiddle.x - 27, bandMiddle.y))
    let right = try desktop.pixel(at: (bandMiddle.x + 27, bandMiddle.y))
    #expect(left.red > 200 && left.blue < 80, "\(left)")
    #expect(right.blue > 200 && right.red < 80, "\(right)")
    try desktop.quit()
  }
}
