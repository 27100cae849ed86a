import Foundation

// Core Graphics types SwiftUI code names, which Linux's Foundation lacks.
#if !canImport(CoreGraphics)
  /// How an outline's ends are drawn (Core Graphics' type, which Linux lacks).
  public enum CGLineCap: Int32, Sendable {
    /// Square ends at the line's end.
    case butt
    /// Rounded ends.
    case round
    /// Square ends past the line's end.
    case square
  }

  /// How an outline's corners are drawn (Core Graphics' type, which Linux lacks).
  public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut-off corners.
    case bevel
  }

  /// How a shape is filled: by the even-odd or the nonzero rule, with or without antialiasing. The
  /// shape's fill records the rule and renderers follow it; antialiasing is only kept.
  public struct FillStyle: Equatable, Sendable {
    /// Whether the even-odd rule is used.
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
      isEOFilled = eoFill
      isAntialiased = antialiased
    }
  }

  /// Paints with the context's own foreground color. Recorded by name as `.foreground`; in the
  /// browser a shape painted with it uses `currentColor`.
  public struct ForegroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
    /// Makes the `.foreground` style, which has no settings.
    public init() {}
    /// The style as Swift source.
    public var description: String { ".foreground" }
  }

  extension ShapeStyle where Self == ForegroundStyle {
    /// Names ``ForegroundStyle``: the context's foreground color, whatever it is.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
  }

  /// The corner shape asked of a rounded rectangle; Waypoint draws quarter-circle arcs for both.
  public enum RoundedCornerStyle: Hashable, Sendable {
    /// Corners drawn as quarter circles.
    case circular
    /// Corners whose curvature eases in smoothly (the default); drawn here as quarter circles too.
    case continuous
  }

  /// An affine transformation matrix (Core Graphics' type, which Linux lacks).
  public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's entries.
    public var a, b, c, d, tx, ty: CGFloat

    /// A matrix of the given entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// A matrix that moves by `tx` and `ty`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    /// A matrix that scales by `sx` and `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A matrix that rotates by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
    /// The matrix that changes nothing.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
#endif
