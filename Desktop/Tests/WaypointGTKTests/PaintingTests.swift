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

    try await desktop.expectPixel(at: try desktop.screenPoint(of: blue.widget)) {
      $0.blue > 200 && $0.red < 60
    }

    let circleMiddle = try desktop.screenPoint(of: circle.widget)
    try await desktop.expectPixel(at: circleMiddle) { $0.red > 200 && $0.green < 80 }
    // The frame's corner is outside the circle: the window's background, not red.
    try await desktop.expectPixel(at: (circleMiddle.x - 28, circleMiddle.y - 28)) {
      !($0.red > 200 && $0.green < 80)
    }

    let outlineMiddle = try desktop.screenPoint(of: outline.widget)
    try await desktop.expectPixel(at: outlineMiddle) { !($0.green > 100 && $0.red < 80) }
    try await desktop.expectPixel(at: (outlineMiddle.x - 28, outlineMiddle.y)) {
      $0.green > 100 && $0.red < 80 && $0.blue < 120
    }

    // A padded text is drawn inside its padding, over its background, which fills the padding.
    let tag = try desktop.placement { $0 == .text("Tag") }
    let element = try #require(desktop.runtime.element(withID: tag.element))
    let padded = try #require(element.frame)
    #expect(tag.frame.minX - padded.minX == 12)
    let label = try desktop.screenPoint(of: tag.widget)
    try await desktop.expectPixel(at: (label.x, label.y - Int(tag.frame.height / 2) - 6)) {
      $0.red > 200 && $0.green > 100 && $0.blue < 80
    }

    // A canvas's commands are replayed with cairo.
    let canvas = try desktop.placement { if case .canvas = $0 { true } else { false } }
    try await desktop.expectPixel(at: try desktop.screenPoint(of: canvas.widget)) {
      $0.red > 140 && $0.blue > 180 && $0.green < 120
    }

    // A gradient runs from its first colour to its last across the shape.
    let band = try desktop.placement { $0 == .shape(.rectangle) }
    let bandMiddle = try desktop.screenPoint(of: band.widget)
    try await desktop.expectPixel(at: (bandMiddle.x - 27, bandMiddle.y)) {
      $0.red > 200 && $0.blue < 80
    }
    try await desktop.expectPixel(at: (bandMiddle.x + 27, bandMiddle.y)) {
      $0.blue > 200 && $0.red < 80
    }
    try desktop.quit()
  }
}
