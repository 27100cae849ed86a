/// The background of the current window, as a style to fill shapes with.
public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The resolved form of the style: it has none of its own.
  public typealias Resolved = Never

  /// Creates the window background style.
  public init() {}

  /// The style as Swift source.
  public var description: String { ".windowBackground" }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  /// The background of the current window.
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
