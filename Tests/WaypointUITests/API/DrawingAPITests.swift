import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Drawing: colors resolve, canvases record, effects are recorded")
struct DrawingAPITests {
  @Test("colors resolve to components, and mix")
  func colors() {
    let resolved = Color(red: 1, green: 0.5, blue: 0).resolve(in: EnvironmentValues())
    #expect(resolved.red == 1 && resolved.green == 0.5 && resolved.blue == 0)
    #expect(Color(.sRGB, white: 0.5).resolve(in: EnvironmentValues()).green == 0.5)
    let mixed = Color.black.mix(with: .white, by: 0.5).resolve(in: EnvironmentValues())
    #expect(mixed.red == 0.5)
    #expect(
      Color(Color.Resolved(red: 0, green: 1, blue: 0)).resolve(in: EnvironmentValues()).green == 1)
  }

  @Test("a canvas runs its renderer and shows the text it draws")
  func canvas() {
    let host = ViewHost(
      Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        context.draw(Text("Label"), at: CGPoint(x: 2, y: 2))
      })
    let text = host.render()
    #expect(text.contains(#"Text "Label""#))
    #expect(text.contains("fill("))
  }

  @Test("drawing effects are recorded with their arguments")
  func recordedEffects() {
    let host = ViewHost(
      Text("A")
        .blendMode(.multiply)
        .colorInvert()
        .symbolVariant(.circle.fill)
        .glassEffect(.regular.tint(.blue)))
    let text = host.render()
    #expect(text.contains(".blendMode(.multiply)"))
    #expect(text.contains(".colorInvert()"))
    #expect(text.contains(".symbolVariant(.circle.fill)"))
    #expect(text.contains(".glassEffect(.regular.tint(.blue)"))
  }

  @Test("a border and a shape background draw as decorations")
  func borders() {
    let text = ViewHost(Text("B").border(.red, width: 2).background(.blue, in: Capsule())).render()
    #expect(text.contains("Rectangle() .stroke(.red, lineWidth: 2)"))
    #expect(text.contains("Capsule() .fill(.blue)"))
  }

  @Test("values: symbol variants, projection transforms, shape style modifiers")
  func values() {
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(!SymbolVariants.none.contains(.fill))
    var transform = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 4))
    #expect(transform.isAffine)
    let inverted = transform.invert()
    #expect(inverted)
    #expect(transform.m11 == 0.5 && transform.m22 == 0.25)
    #expect(ProjectionTransform().concatenating(ProjectionTransform()).isIdentity)
    #expect(Image.Orientation(rawValue: 4) == .left)
    #expect(BlendMode.plusLighter.description == ".plusLighter")
  }
}
