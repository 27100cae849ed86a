import Foundation

extension GraphicsContext {
  /// What a shape or text is filled or stroked with: a color, a gradient, an image, a style.
  public struct Shading: Sendable, CustomStringConvertible {
    /// The shading as Swift source: `.color(.red)`.
    public let description: String
    /// How a renderer paints it; nil for what it cannot (the backdrop, an image's tiles).
    var paint: DrawingPaint?

    /// What is already drawn behind.
    public static var backdrop: Shading { Shading(description: ".backdrop") }
    /// The foreground style of the environment.
    public static var foreground: Shading {
      Shading(description: ".foreground", paint: .foreground)
    }

    /// Several shadings, for the layers of a symbol.
    public static func palette(_ array: [Shading]) -> Shading {
      Shading(description: ".palette([\(array.map(\.description).joined(separator: ", "))])")
    }

    /// A color.
    public static func color(_ color: Color) -> Shading {
      Shading(description: ".color(\(color))", paint: .color(color))
    }

    /// A color of red, green and blue components.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
      opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A shade of gray.
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
    ) -> Shading {
      color(Color(colorSpace, white: white, opacity: opacity))
    }

    /// A shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      let erased = AnyShapeStyle(style)
      let paint: DrawingPaint? =
        switch erased.kind {
        case .color(let color): .color(color)
        case .hierarchical(let level) where level <= 1: .foreground
        default: nil
        }
      return Shading(description: ".style(\(erased))", paint: paint)
    }

    /// A linear gradient from `startPoint` to `endPoint`.
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        description: ".linearGradient(\(gradient), startPoint: \(pointSource(startPoint)), "
          + "endPoint: \(pointSource(endPoint)))",
        paint: .linearGradient(gradient, start: startPoint, end: endPoint))
    }

    /// A radial gradient around `center`.
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        description: ".radialGradient(\(gradient), center: \(pointSource(center)), "
          + "startRadius: \(Font.number(startRadius)), endRadius: \(Font.number(endRadius)))",
        paint: .radialGradient(
          gradient, center: center, startRadius: startRadius, endRadius: endRadius))
    }

    /// A conic gradient around `center`, starting at `angle`.
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading(
        description: ".conicGradient(\(gradient), center: \(pointSource(center)), angle: \(angle))"
      )
    }

    /// An image repeated as tiles.
    public static func tiledImage(
      _ image: Image, origin: CGPoint = .zero,
      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> Shading {
      Shading(description: ".tiledImage(\(image.name.spokenName.debugDescription))")
    }
  }

  /// The shading with what depends on the environment settled (the same shading here: colors
  /// and styles are kept by name).
  public func resolve(_ shading: Shading) -> Shading { shading }

  /// An effect applied to what a context draws next.
  public struct Filter: Sendable, CustomStringConvertible {
    /// The filter as Swift source: `.blur(radius: 4)`.
    public let description: String

    /// A shadow.
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
      x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
      options: ShadowOptions = ShadowOptions()
    ) -> Filter {
      Filter(
        description: ".shadow(color: \(color), radius: \(Font.number(radius)), "
          + "x: \(Font.number(x)), y: \(Font.number(y)))")
    }

    /// Multiplies colors by `color`.
    public static func colorMultiply(_ color: Color) -> Filter {
      Filter(description: ".colorMultiply(\(color))")
    }

    /// Rotates hues by `angle`.
    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter(description: ".hueRotation(\(angle))")
    }

    /// Changes saturation by `amount`.
    public static func saturation(_ amount: Double) -> Filter {
      Filter(description: ".saturation(\(Font.number(amount)))")
    }

    /// Brightens by `amount`.
    public static func brightness(_ amount: Double) -> Filter {
      Filter(description: ".brightness(\(Font.number(amount)))")
    }

    /// Changes contrast by `amount`.
    public static func contrast(_ amount: Double) -> Filter {
      Filter(description: ".contrast(\(Font.number(amount)))")
    }

    /// Inverts colors by `amount`.
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      Filter(description: ".colorInvert(\(Font.number(amount)))")
    }

    /// Removes color by `amount`.
    public static func grayscale(_ amount: Double) -> Filter {
      Filter(description: ".grayscale(\(Font.number(amount)))")
    }

    /// Turns luminance into opacity.
    public static var luminanceToAlpha: Filter { Filter(description: ".luminanceToAlpha") }

    /// Blurs by `radius`.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(description: ".blur(radius: \(Font.number(radius)))")
    }

    /// Keeps only what is between `min` and `max` opacity, in `color`.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    {
      Filter(
        description: ".alphaThreshold(min: \(Font.number(min)), max: \(Font.number(max)), "
          + "color: \(color))")
    }
  }
}
