import Foundation

/// A color gradient: colors at locations from 0 to 1.
public struct Gradient: Hashable, Sendable, CustomStringConvertible {
  /// One color of a gradient and where it is.
  public struct Stop: Hashable, Sendable {
    /// The color at this stop.
    public var color: Color
    /// Where the stop is, from 0 to 1.
    public var location: CGFloat
    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) { self.stops = stops }

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }

  /// The colors as Swift source.
  public var description: String {
    "Gradient(colors: [\(stops.map(\.color.description).joined(separator: ", "))])"
  }
}

/// A gradient as a shape style or view, printed by its Swift source. Linear, radial,
/// elliptical and angular ones also say where their colours lie (`AnyShapeStyle.Kind.gradient`),
/// which the browser draws and the terminal samples cell by cell.
public protocol RecordedGradient: ShapeStyle, CustomStringConvertible {}

/// A linear gradient between two points of the shape it fills.
public struct LinearGradient: RecordedGradient, Hashable {
  package let gradient: Gradient
  package let startPoint: UnitPoint
  package let endPoint: UnitPoint

  /// A linear gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }
  /// A linear gradient through `colors`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient through `stops`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  /// The gradient as Swift source.
  public var description: String { "LinearGradient(\(gradient))" }
}

/// A radial gradient from a center outwards.
public struct RadialGradient: RecordedGradient, Hashable {
  package let gradient: Gradient
  package let center: UnitPoint
  package let startRadius: CGFloat
  package let endRadius: CGFloat

  /// A radial gradient around `center` between two radii.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }
  /// A radial gradient through `colors`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// The gradient as Swift source.
  public var description: String { "RadialGradient(\(gradient))" }
}

/// An angular (conic) gradient around a center.
public struct AngularGradient: RecordedGradient, Hashable {
  package let gradient: Gradient
  package let center: UnitPoint
  package let startAngle: Angle
  package let endAngle: Angle

  /// An angular gradient around `center` from `startAngle` to `endAngle`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }
  /// An angular gradient through `colors`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }
  /// An angular gradient around `center` starting at `angle`: once around.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: .degrees(angle.degrees + 360))
  }

  /// The gradient as Swift source.
  public var description: String { "AngularGradient(\(gradient))" }
}

/// An elliptical gradient filling the shape.
public struct EllipticalGradient: RecordedGradient, Hashable {
  package let gradient: Gradient
  package let center: UnitPoint
  package let startRadiusFraction: CGFloat
  package let endRadiusFraction: CGFloat

  /// An elliptical gradient around `center`.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }
  /// An elliptical gradient through `colors`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// The gradient as Swift source.
  public var description: String { "EllipticalGradient(\(gradient))" }
}

/// The system's gradient derived from one color (`Color.blue.gradient`).
public struct AnyGradient: RecordedGradient, Hashable {
  package let source: String
  /// The gradient as Swift source.
  public var description: String { source }
}

extension Color {
  /// A gradient derived from this color.
  public var gradient: AnyGradient { AnyGradient(source: "\(self).gradient") }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient through `colors`.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }
  /// A linear gradient from `startPoint` to `endPoint`.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}
