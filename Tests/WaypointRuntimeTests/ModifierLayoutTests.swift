import Foundation
import Testing

@testable import WaypointRuntime

@Suite("Padding, frames and fixedSize size their content as SwiftUI documents")
struct ModifierLayoutTests {
  @Test("padding offers the proposal less the insets and adds them around what it gets")
  func padding() {
    let placed = Placements()
    let size = layOut(
      PaddingLayout(EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)),
      [subview(0, into: placed, measure: text(ideal: 100))], in: CGSize(width: 80, height: 200))
    #expect(size == CGSize(width: 80, height: 60))
    #expect(placed[0] == CGRect(x: 10, y: 10, width: 60, height: 40))
  }

  @Test("a fixed frame takes its lengths and aligns its content inside")
  func fixedFrame() {
    for (alignment, origin) in [
      (Alignment.center, CGPoint(x: 30, y: 15)), (.topLeading, .zero),
      (.bottomTrailing, CGPoint(x: 60, y: 30)),
    ] {
      let placed = Placements()
      let size = layOut(
        FixedFrameLayout(width: 100, height: 50, alignment: alignment),
        [subview(0, into: placed, measure: fixed(40, 20))], in: CGSize(width: 500, height: 500))
      #expect(size == CGSize(width: 100, height: 50))
      #expect(placed[0]?.origin == origin, "\(alignment)")
    }
    let widthOnly = layOut(
      FixedFrameLayout(width: 100, height: nil),
      [subview(0, into: Placements(), measure: fixed(40, 20))], in: CGSize(width: 500, height: 500))
    #expect(widthOnly == CGSize(width: 100, height: 20), "a length not given is the content's")
  }

  @Test("maxWidth: .infinity takes the whole proposal; offered nothing, the content's width")
  func maximum() {
    let placed = Placements()
    let frame = FlexibleFrameLayout(
      width: .init(maximum: .infinity), height: .init(), alignment: .leading)
    let size = layOut(
      frame, [subview(0, into: placed, measure: text(ideal: 60))],
      in: CGSize(width: 300, height: 100))
    #expect(size == CGSize(width: 300, height: 20))
    #expect(placed[0] == CGRect(x: 0, y: 0, width: 60, height: 20))
    let ideal = layOut(
      frame, [subview(0, into: Placements(), measure: text(ideal: 60))], proposing: .unspecified)
    #expect(ideal == CGSize(width: 60, height: 20))
  }

  @Test("a minimum width holds when the proposal or the content is narrower")
  func minimum() {
    let frame = FlexibleFrameLayout(width: .init(minimum: 100), height: .init())
    for proposal in [ProposedViewSize(width: 60, height: 50), .unspecified] {
      let placed = Placements()
      let size = layOut(
        frame, [subview(0, into: placed, measure: fixed(40, 20))], proposing: proposal)
      #expect(size.width == 100, "\(proposal)")
      #expect(placed[0]?.minX == 30, "the content is centred in the frame")
    }
  }

  @Test("with both bounds a frame takes its proposal within them, its ideal when offered none")
  func bothBounds() {
    let frame = FlexibleFrameLayout(
      width: .init(minimum: 50, ideal: 120, maximum: 200), height: .init())
    let content = { fixed(40, 20) }
    #expect(
      layOut(
        frame, [subview(0, into: Placements(), measure: content())],
        in: CGSize(width: 300, height: 50)
      )
      .width == 200)
    #expect(
      layOut(
        frame, [subview(0, into: Placements(), measure: content())],
        in: CGSize(width: 30, height: 50)
      )
      .width == 50)
    #expect(
      layOut(frame, [subview(0, into: Placements(), measure: content())], proposing: .unspecified)
        .width == 120)
  }

  @Test("fixedSize gives text its ideal width however little it is offered")
  func fixedSize() {
    let placed = Placements()
    let size = layOut(
      FixedSizeLayout(horizontal: true, vertical: false),
      [subview(0, into: placed, measure: text(ideal: 100))], in: CGSize(width: 50, height: 100))
    #expect(size == CGSize(width: 100, height: 20))
    #expect(placed[0] == CGRect(x: 0, y: 0, width: 100, height: 20))
  }
}
