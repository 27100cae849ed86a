import Foundation

extension Gradient {
  /// Which space a gradient blends its colors in; `colorSpace(_:)` records it in the gradient's
  /// source, and renderers do not act on it.
  public struct ColorSpace: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// Mixes neighboring stops' components directly, as the screen receives them.
    public static let device = ColorSpace(name: "device")
    /// Mixes stops in a space where equal steps look equally far apart, such as Oklab.
    public static let perceptual = ColorSpace(name: "perceptual")
    /// The color space as Swift source.
    public var description: String { ".\(name)" }
  }

  /// An `AnyGradient` whose source is this gradient followed by `.colorSpace(space)`: recorded by
  /// that source, which no renderer draws as a gradient.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
    AnyGradient(source: "\(self).colorSpace(\(space))")
  }
}

extension AnyGradient {
  /// Wraps `gradient` as an `AnyGradient` that keeps only its Swift source.
  public init(_ gradient: Gradient) { self.init(source: "\(gradient)") }

  /// This gradient's source with `.colorSpace(space)` appended; the blend space is recorded, not
  /// applied.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
    AnyGradient(source: "\(self).colorSpace(\(space))")
  }
}

extension RadialGradient {
  /// A radial gradient through `stops`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}

extension EllipticalGradient {
  /// An elliptical gradient through `stops`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}

extension AngularGradient {
  /// An angular gradient through `stops` from `startAngle` to `endAngle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  /// A conic gradient through `colors`, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }
  /// A conic gradient through `stops`, starting at `angle`.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient around `center` between two radii.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient through `colors`.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial gradient through `stops`.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
  /// A radial style from an `AnyGradient` such as `Color.blue.gradient`, recorded as Swift source
  /// with its end radius; `center` and `startRadius` are not kept.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat
  ) -> some ShapeStyle {
    RecordedStyle(".radialGradient(\(gradient), endRadius: \(Font.number(endRadius)))")
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient around `center`.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient through `colors`.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient through `stops`.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
  /// An elliptical gradient from a system gradient.
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> some ShapeStyle {
    RecordedStyle(".ellipticalGradient(\(gradient))")
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient around `center` from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient through `colors`.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An angular gradient through `stops`.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }
  /// An `AngularGradient` sweeping once around `center`, beginning at `angle`; the browser draws it
  /// as a CSS `conic-gradient`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }
  /// A conic gradient through `colors`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
  /// A conic gradient through `stops`.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
  /// An angular gradient from a system gradient.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> some ShapeStyle {
    RecordedStyle(".angularGradient(\(gradient), startAngle: \(startAngle), endAngle: \(endAngle))")
  }
  /// A conic gradient from a system gradient.
  public static func conicGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero
  ) -> some ShapeStyle {
    RecordedStyle(".conicGradient(\(gradient))")
  }
}
