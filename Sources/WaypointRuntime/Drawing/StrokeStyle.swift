import Foundation

/// How a shape's outline is drawn: its width, caps, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// The dash pattern's lengths.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat
  /// How the line's ends are drawn.
  public var lineCap: CGLineCap
  /// How the line's corners are drawn.
  public var lineJoin: CGLineJoin
  /// How far a mitered corner may reach, as a multiple of the line width.
  public var miterLimit: CGFloat
  /// A stroke style of the given width, caps, joins and dashes.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

extension StrokeStyle: Animatable {
  /// The line width, miter limit and dash phase (the miter limit is not kept here).
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(lineWidth, AnimatablePair(10, dashPhase)) }
    set {
      lineWidth = newValue.first
      dashPhase = newValue.second.second
    }
  }
}
