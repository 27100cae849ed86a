/// A style appropriate for links (recorded as `.link`).
@frozen public struct LinkShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The type of shape style this will resolve to: none, as a link style is drawn by renderers.
  public typealias Resolved = Never
  /// Creates a new link shape style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".link" }
}
