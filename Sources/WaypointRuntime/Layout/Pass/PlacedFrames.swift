import Foundation

/// An element's frames as a layout pass placed it: the view's own first, then one for each
/// layout modifier and decoration after it. The first is kept inline, since most elements have
/// only that one, and an array for it would cost every open tab an allocation per element.
struct PlacedFrames: RandomAccessCollection, Equatable {
  private var head = CGRect.zero
  private var rest: [CGRect] = []
  private var hasHead = false

  /// No frames: the element was not placed.
  init() {}

  /// `frames`, in order.
  init(_ frames: [CGRect]) {
    guard let first = frames.first else { return }
    head = first
    hasHead = true
    if frames.count > 1 { rest = Array(frames.dropFirst()) }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { hasHead ? rest.count + 1 : 0 }

  subscript(position: Int) -> CGRect {
    position == 0 && hasHead ? head : rest[position - 1]
  }

  /// The frames moved by `dx` and `dy`.
  func offsetBy(dx: CGFloat, dy: CGFloat) -> PlacedFrames {
    var moved = self
    if hasHead { moved.head = head.offsetBy(dx: dx, dy: dy) }
    if !rest.isEmpty { moved.rest = rest.map { $0.offsetBy(dx: dx, dy: dy) } }
    return moved
  }
}
