import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector (Core Graphics' type, which Linux's Foundation lacks).
  public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { (dx, dy) = (0, 0) }
    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    /// A vector of `dx` and `dy`.
    public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
    /// A vector of `dx` and `dy`.
    public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    /// The zero vector.
    public static let zero = CGVector()
  }
#endif
