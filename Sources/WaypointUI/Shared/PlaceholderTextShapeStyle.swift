import Foundation

/// A style appropriate for placeholder text.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates a new placeholder text shape style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".placeholder" }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// A style appropriate for placeholder text.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
