import Foundation

/// A shape style changed by a modifier (`.red.opacity(0.5)`, `.shadow(…)`): recorded by its
/// Swift source, which renderers read from the element's style.
package struct RecordedStyle: ShapeStyle, Hashable, CustomStringConvertible {
  package let description: String

  package init<S: ShapeStyle>(_ base: S, _ modifier: String) {
    description = "\(AnyShapeStyle(base))\(modifier)"
  }

  package init(_ description: String) { self.description = description }
}

extension ShapeStyle {
  /// Returns a new style based on this one that multiplies by the specified opacity.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    RecordedStyle(self, ".opacity(\(opacity))")
  }

  /// Applies the specified shadow effect to the shape style.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    RecordedStyle(self, ".shadow(\(style))")
  }

  /// Returns a new style based on this one that blends with its background in `mode`.
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
    RecordedStyle(self, ".blendMode(\(mode))")
  }

  /// Maps this style's unit space to `rect`.
  public func `in`(_ rect: CGRect) -> some ShapeStyle {
    RecordedStyle(
      self,
      ".in(CGRect(x: \(Font.number(rect.minX)), y: \(Font.number(rect.minY)), "
        + "width: \(Font.number(rect.width)), height: \(Font.number(rect.height))))")
  }

  /// Sets the active appearance of materials in this style.
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle {
    RecordedStyle(self, ".materialActiveAppearance(\(appearance))")
  }

  /// The second level of this shape style.
  public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
  /// The third level of this shape style.
  public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
  /// The fourth level of this shape style.
  public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
  /// The fifth level of this shape style.
  public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 5) }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The foreground style, multiplied by `opacity`.
  public static func opacity(_ opacity: Double) -> some ShapeStyle {
    RecordedStyle(".opacity(\(opacity))")
  }

  /// The foreground style with the specified shadow.
  public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    RecordedStyle(".shadow(\(style))")
  }

  /// The foreground style, blended with its background in `mode`.
  public static func blendMode(_ mode: BlendMode) -> some ShapeStyle {
    RecordedStyle(".blendMode(\(mode))")
  }
}

/// A style that is one of the hierarchical levels of another style.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, CustomStringConvertible
{
  package let base: Base
  package let level: Int

  /// The style as Swift source, such as `.red.secondary`.
  public var description: String {
    "\(AnyShapeStyle(base))\(HierarchicalShapeStyle(level: level))"
  }
}

/// A style appropriate for foreground separator or border lines.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates a new separator shape style instance.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// A style appropriate for foreground separator or border lines.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A shape style that displays one of the overlay fills.
public struct FillShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// An overlay fill style for filling shapes.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".fill" }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// An overlay fill style for filling shapes.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// A shape style that fills a shape by repeating a region of an image.
public struct ImagePaint: ShapeStyle, Equatable, CustomStringConvertible {
  /// The image to be drawn.
  public var image: Image
  /// A unit-space rectangle defining how much of the source image to draw.
  public var sourceRect: CGRect
  /// A scale factor applied to the image during rendering.
  public var scale: CGFloat

  /// Creates a shape-filling shape style.
  public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  /// The style as Swift source.
  public var description: String { "ImagePaint(image: Image(\(image.name)))" }
}

extension ShapeStyle where Self == ImagePaint {
  /// A shape style that fills a shape by repeating a region of an image.
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}

/// A style to use when rendering shadows.
public struct ShadowStyle: Equatable, Sendable, CustomStringConvertible {
  package let isInner: Bool
  package let color: Color
  package let radius: CGFloat
  package let x: CGFloat
  package let y: CGFloat

  /// Creates a custom drop shadow style.
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
  }

  /// Creates a custom inner shadow style.
  public static func inner(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
  }

  /// The style as Swift source.
  public var description: String {
    ".\(isInner ? "inner" : "drop")(color: \(color), radius: \(Font.number(radius)), "
      + "x: \(Font.number(x)), y: \(Font.number(y)))"
  }
}
