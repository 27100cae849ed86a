import Foundation

/// A point, rect or other geometry passed up by `anchorPreference`, already worked out; read it
/// with a geometry proxy's subscript. It is resolved in the scene's bounds, not the view's own
/// frame.
public struct Anchor<Value> {
  let value: Value

  /// Names the geometry to capture (`.bounds`, `.center`, a point or rect), to be turned into
  /// an ``Anchor`` when `anchorPreference` resolves it.
  public struct Source {
    let resolve: (CGRect) -> Value
  }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
  /// Anchors are equal when their resolved values are.
  public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.value == rhs.value }
}

extension Anchor: Hashable where Value: Hashable {
  /// Hashes the resolved value.
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Anchor.Source {
  /// The value of this source resolved in a view whose frame is `frame`.
  func anchor(in frame: CGRect) -> Anchor<Value> { Anchor(value: resolve(frame)) }

  /// A source that resolves each of `array` in the same frame.
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    resolve = { frame in array.map { $0.resolve(frame) } }
  }

  /// A source that resolves `anchor`, or nil when there is none.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    resolve = { frame in anchor?.resolve(frame) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A fixed point in the view's coordinates.
  public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
    Anchor.Source { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }
  }
  /// A point at the given fractions of the view's width and height.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
    Anchor.Source { frame in
      CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height)
    }
  }
  /// The view's top-leading corner.
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  /// The middle of the view's top edge.
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  /// The view's top-trailing corner.
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  /// The middle of the view's leading edge.
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  /// The view's center.
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  /// The middle of the view's trailing edge.
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  /// The view's bottom-leading corner.
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  /// The middle of the view's bottom edge.
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  /// The view's bottom-trailing corner.
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
  /// A fixed rectangle in the view's coordinates.
  public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
    Anchor.Source { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
  }
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor.Source { frame in frame } }
}
