/// The style of links: the accent color.
public struct LinkShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The link style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".link" }
}
