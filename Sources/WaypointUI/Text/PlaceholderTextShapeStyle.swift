/// The style of placeholder text: the dimmed color a text field's prompt is shown in.
@frozen public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The style resolves to nothing further.
  public typealias Resolved = Never

  /// The placeholder style.
  public init() {}

  /// The style as Swift source.
  public var description: String { ".placeholder" }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The style of placeholder text.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
