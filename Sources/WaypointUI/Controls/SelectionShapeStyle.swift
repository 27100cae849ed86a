/// The style of selected content: the accent color, or a gray when the window is not key.
public struct SelectionShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The selection style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".selection" }
  /// A selection style resolves to nothing here: renderers draw it as the selection.
  public typealias Resolved = Never
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// The style of selected content.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The style of links.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}
