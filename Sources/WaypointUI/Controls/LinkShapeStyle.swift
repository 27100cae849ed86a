/// A style appropriate for links (recorded as `.link`).
@frozen public struct LinkShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// `Never`: the style resolves to no color here, as each renderer picks its own link color.
  public typealias Resolved = Never
  /// Makes the `.link` style; it holds no options.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".link" }
}
