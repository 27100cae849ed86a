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
  /// Records this style with `.opacity(opacity)` after it, as Swift source; renderers do not draw
  /// the faded style. (A `Color` has its own `opacity(_:)`, which they do draw.)
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    RecordedStyle(self, ".opacity(\(opacity))")
  }

  /// Records this style with `.shadow(style)` after it, as Swift source; no renderer draws the
  /// shadow.
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

  /// This style at level 2, recorded as Swift source (`.red.secondary`) that renderers do not draw
  /// as a color.
  public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
  /// This style at level 3, recorded as Swift source (`.red.tertiary`).
  public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
  /// This style at level 4, recorded as Swift source (`.red.quaternary`).
  public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
  /// This style at level 5, recorded as Swift source (`.red.quinary`).
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

/// The style for divider and border lines (`.separator`), recorded by name; in the browser a shape
/// painted with it takes the foreground color.
public struct SeparatorShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Makes the `.separator` style, which has no settings.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// Names ``SeparatorShapeStyle``, for divider and border lines.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The system's overlay fill for shapes (`.fill`), recorded by name; in the browser a shape painted
/// with it takes the foreground color.
public struct FillShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Makes the `.fill` style, which has no settings.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".fill" }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// Names ``FillShapeStyle``, the system's overlay fill.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// Tiles part of an image across a shape; recorded with the image's name, and no renderer draws the
/// tiles.
public struct ImagePaint: ShapeStyle, Equatable, CustomStringConvertible {
  /// The picture repeated across the shape.
  public var image: Image
  /// Which part of the image to tile, in unit coordinates: (0, 0, 1, 1) is all of it.
  public var sourceRect: CGRect
  /// How much the image is scaled before tiling; 1 keeps its size.
  public var scale: CGFloat

  /// A paint of `image`: all of it at its own size unless `sourceRect` or `scale` says otherwise.
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
  /// An ``ImagePaint`` tiling `image`, or the unit rectangle `sourceRect` of it, at `scale`.
  public static func image(
    _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}

/// A drop or inner shadow (color, blur radius and offset) that `ShapeStyle.shadow(_:)` records in a
/// style's Swift source.
public struct ShadowStyle: Equatable, Sendable, CustomStringConvertible {
  package let isInner: Bool
  package let color: Color
  package let radius: CGFloat
  package let x: CGFloat
  package let y: CGFloat

  /// A shadow cast outside the shape, blurred by `radius` and moved by `x` and `y`; black at 33%
  /// opacity unless `color` is given.
  public static func drop(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> ShadowStyle {
    ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
  }

  /// A shadow inside the shape's edge, blurred by `radius` and moved by `x` and `y`; black at 55%
  /// opacity unless `color` is given.
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
