import Foundation

/// An element's frames as a layout pass placed it: the view's own first, then one for each
/// layout modifier and decoration after it, with the attribute each ends at. The first is kept
/// inline, since most elements have only that one, and an array for it would cost every open
/// tab an allocation per element; the rest and their ends share one array.
struct PlacedFrames: RandomAccessCollection, Equatable {
  /// A frame after the first, and the index of the first of the element's attributes not
  /// applied in it.
  private struct Layer: Equatable {
    var frame: CGRect
    var attributeEnd: Int
  }

  private var head = CGRect.zero
  private var rest: [Layer] = []
  private var hasHead = false

  /// No frames: the element was not placed.
  init() {}

  /// `frames`, in order; `attributeEnds[i]` is where the attributes applied in `frames[i + 1]`
  /// end (a frame given no end has them all applied).
  init(_ frames: [CGRect], attributeEnds: [Int] = []) {
    guard let first = frames.first else { return }
    head = first
    hasHead = true
    rest = frames.indices.dropFirst().map { index in
      let end = index - 1 < attributeEnds.count ? attributeEnds[index - 1] : Int.max
      return Layer(frame: frames[index], attributeEnd: end)
    }
  }

  var startIndex: Int { 0 }
  var endIndex: Int { hasHead ? rest.count + 1 : 0 }

  subscript(position: Int) -> CGRect {
    position == 0 && hasHead ? head : rest[position - 1].frame
  }

  /// The index of the frame of the view `attributes[index]` was applied to: one past the
  /// frames whose attributes end at or before it.
  func frameIndex(beforeAttributeAt index: Int) -> Int {
    rest.prefix { $0.attributeEnd <= index }.count
  }

  /// The frames moved by `dx` and `dy`.
  func offsetBy(dx: CGFloat, dy: CGFloat) -> PlacedFrames {
    var moved = self
    if hasHead { moved.head = head.offsetBy(dx: dx, dy: dy) }
    for index in moved.rest.indices {
      moved.rest[index].frame = rest[index].frame.offsetBy(dx: dx, dy: dy)
    }
    return moved
  }
}
