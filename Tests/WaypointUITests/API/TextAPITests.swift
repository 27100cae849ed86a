import Foundation
import Testing
import Waypoint
import WaypointTesting

private struct ReadsTypeSize: View {
  @Environment(\.dynamicTypeSize) private var size
  var body: some View { Text("Size \(String(describing: size))") }
}

@MainActor
@Suite("Text API")
struct TextAPITests {
  @available(*, deprecated, message: "tests deprecated API")
  @Test("Text's own modifiers are recorded and keep it a Text")
  func textModifiers() {
    let text: Text =
      Text("Price").kerning(1.5).underline(pattern: .dash, color: .red).monospacedDigit()
      + Text("!")
    _ = text
    let rendered = ViewHost(
      Text("Price").kerning(1.5).strikethrough().fontWidth(.condensed).textScale(.secondary)
    ).render()
    #expect(
      rendered
        == #"Text "Price" .kerning(1.5) .strikethrough() .fontWidth(.condensed) .textScale(.secondary)"#
    )
  }

  @Test("view text modifiers: line limit ranges behave, the others are recorded")
  func viewModifiers() {
    let rendered = ViewHost(
      Text("Notes").lineLimit(2...4).truncationMode(.middle).textCase(.uppercase)
        .textScale(.secondary, isEnabled: false)
    ).render()
    #expect(
      rendered == #"Text "Notes" .lineLimit(4) .truncationMode(.middle) .textCase(.uppercase)"#)
  }

  @Test("fonts print as the Swift that made them and resolve to sizes")
  func fonts() {
    #expect(
      Font.body.width(.expanded).smallCaps().description == ".body.width(.expanded).smallCaps()")
    #expect(Font.custom("Menlo", fixedSize: 12).description == #".custom("Menlo", fixedSize: 12)"#)
    let context = EnvironmentValues().fontResolutionContext
    #expect(Font.title.resolve(in: context).pointSize == 28)
    #expect(Font.headline.resolve(in: context).isBold)
    var large = EnvironmentValues()
    large.dynamicTypeSize = .accessibility1
    #expect(Font.body.resolve(in: large.fontResolutionContext).pointSize > 17)
    #expect(
      Font.custom("Menlo", fixedSize: 12).resolve(in: large.fontResolutionContext).pointSize == 12)
  }

  @Test("dynamic type size is an ordered environment value a view can set and clamp")
  func dynamicTypeSize() {
    #expect(
      DynamicTypeSize.xSmall < .accessibility5 && DynamicTypeSize.accessibility2.isAccessibilitySize
    )
    #expect(ViewHost(ReadsTypeSize()).render().contains("Size large"))
    #expect(ViewHost(ReadsTypeSize().dynamicTypeSize(.xLarge)).render().contains("Size xLarge"))
    let clamped = ReadsTypeSize().dynamicTypeSize(...DynamicTypeSize.medium)
    #expect(ViewHost(clamped).render().contains("Size medium"))
  }

  @Test("date ranges, timers, formatters and attributed strings show as text")
  func initializers() {
    let start = Date(timeIntervalSince1970: 0)
    let timer = Text(timerInterval: start...start.addingTimeInterval(3725), pauseTime: start)
    #expect(ViewHost(timer).render() == #"Text "1:02:05""#)
    let counting = Text(
      timerInterval: start...start.addingTimeInterval(90), pauseTime: start.addingTimeInterval(30),
      countsDown: false)
    #expect(ViewHost(counting).render() == #"Text "0:30""#)
    var attributed = AttributedString("Bold news")
    attributed.font = .headline
    #expect(ViewHost(Text(attributed)).render() == #"Text "Bold news" .font(.headline)"#)
    let formatter = NumberFormatter()
    formatter.numberStyle = .percent
    #expect(ViewHost(Text(NSNumber(value: 0.25), formatter: formatter)).render() == #"Text "25%""#)
    #expect(ViewHost(Text("Total \(3.14159, specifier: "%.2f")")).render() == #"Text "Total 3.14""#)
  }

  @Test("a canvas measures text in points with the host's metrics, and images at their size")
  func canvasMeasures() {
    var measured = CGSize.zero
    var symbol = CGSize.zero
    let host = ViewHost(
      Canvas { context, size in
        measured = context.resolve(Text("Hello")).measure(in: size)
        symbol = context.resolve(Image(systemName: "star")).size
      }
      .frame(width: 300, height: 100))
    host.layOut()
    _ = host.render()
    let metrics = EstimatedTextMetrics()
    let width = "Hello".reduce(0) { $0 + metrics.advance(of: $1, in: .body) }
    #expect(measured == CGSize(width: width, height: metrics.lineHeight(of: .body)))
    #expect(symbol == metrics.symbolSize(in: .body))
  }

  @Test("graphics context values, line styles and proposals print as Swift and compute")
  func graphicsContext() {
    #expect(GraphicsContext.BlendMode.multiply.description == ".multiply")
    #expect(GraphicsContext.Shading.color(.red).description == ".color(.red)")
    #expect(GraphicsContext.Filter.blur(radius: 4).description == ".blur(radius: 4)")
    #expect(Text.LineStyle(pattern: .dot).description == ".init(pattern: .dot)")
    #expect(
      ProposedViewSize(width: 5, height: nil).replacingUnspecifiedDimensions()
        == CGSize(width: 5, height: 10))
  }
}
