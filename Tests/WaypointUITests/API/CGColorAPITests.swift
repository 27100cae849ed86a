import Foundation
import Testing
import Waypoint
import WaypointTesting

extension Color {
  /// A colour packed into one integer, red first, as apps store colours (`0xRRGGBBAA`).
  @available(*, deprecated, message: "tests deprecated API")
  fileprivate var packedRGBA: Int? {
    guard let components = cgColor?.components, components.count == 4 else { return nil }
    let bytes = components.map { Int(($0 * 255).rounded()) }
    return bytes[0] << 24 | bytes[1] << 16 | bytes[2] << 8 | bytes[3]
  }

  /// The colour's red component through Core Graphics, or nil for a colour that adapts.
  @available(*, deprecated, message: "tests deprecated API")
  fileprivate var cgRed: CGFloat? {
    if let cgColor = cgColor { return cgColor.components?.first }
    return nil
  }
}

@MainActor
@Suite("Core Graphics colours: CGColor values, Color.cgColor, Color(cgColor:) and color pickers")
struct CGColorAPITests {
  @available(*, deprecated, message: "tests deprecated API")
  @Test("a constant color has a Core Graphics color with its components and alpha")
  func constantColors() throws {
    let color = Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5)
    let cgColor = try #require(color.cgColor)
    #expect(cgColor.components == [1, 0.5, 0, 0.5])
    #expect(cgColor.alpha == 0.5)
    #expect(cgColor.numberOfComponents == 4)
    #expect(cgColor.colorSpace?.name == CGColorSpace.sRGB)
    #expect(cgColor.colorSpace?.model == .rgb)
    #expect(color.packedRGBA == 0xFF80_0080)
    #expect(Color.white.cgColor?.components == [1, 1, 1, 1])
    #expect(Color(white: 0.25).cgRed == 0.25)
  }

  @available(*, deprecated, message: "tests deprecated API")
  @Test("a color that adapts to its context has no Core Graphics color, as in SwiftUI")
  func adaptiveColors() {
    #expect(Color.red.cgColor == nil)
    #expect(Color.primary.cgRed == nil)
    #expect(Color.red.resolve(in: EnvironmentValues()).cgColor.numberOfComponents == 4)
  }

  @Test("Core Graphics colors of gray and RGB become SwiftUI colors")
  func fromCGColor() {
    let gray = CGColor(gray: 0.5, alpha: 1)
    #expect(gray.components == [0.5, 1])
    #expect(gray.colorSpace?.model == .monochrome)
    let fromGray = Color(cgColor: gray).resolve(in: EnvironmentValues())
    #expect(fromGray.red == 0.5 && fromGray.blue == 0.5)
    let rgb = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    #expect(Color(cgColor: rgb).resolve(in: EnvironmentValues()).opacity == 0.5)
    #expect(rgb.copy(alpha: 1)?.alpha == 1)
    #expect(CGColor.black.components == [0, 1] && CGColor.clear.alpha == 0)
    #expect(CGColorSpace(name: "no such space") == nil)
  }

  @Test("a color picker bound to a CGColor shows the bound color as it changes")
  func pickerOfCGColor() throws {
    struct Tint: View {
      @State private var tint = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      var body: some View {
        VStack {
          ColorPicker("Tint", selection: $tint)
          ColorPicker(selection: $tint, supportsOpacity: false) { Text("Custom") }
          Button("Blue") { tint = CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1) }
        }
      }
    }
    let host = ViewHost(Tint())
    #expect(host.render().contains("Color(red: 1.0, green: 0.0, blue: 0.0)"))
    try host.tap("Blue")
    #expect(host.render().contains("Color(red: 0.0, green: 0.0, blue: 1.0)"))
    #expect(!host.render().contains("Color(red: 1.0, green: 0.0, blue: 0.0)"))
  }
}
