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

/// A gradient as a shape style or view: recorded by its Swift source, since a terminal cannot
/// blend colors.
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

  /// A radial gradient around `center` between two radii.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }
  /// A radial gradient through `colors`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(colors: colors)
  }

  /// The gradient as Swift source.
  public var description: String { "RadialGradient(\(gradient))" }
}

/// An angular (conic) gradient around a center.
public struct AngularGradient: RecordedGradient, Hashable {
  package let gradient: Gradient

  /// An angular gradient around `center` from `startAngle` to `endAngle`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }
  /// An angular gradient through `colors`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    gradient = Gradient(colors: colors)
  }
  /// An angular gradient around `center` starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }

  /// The gradient as Swift source.
  public var description: String { "AngularGradient(\(gradient))" }
}

/// An elliptical gradient filling the shape.
public struct EllipticalGradient: RecordedGradient, Hashable {
  package let gradient: Gradient

  /// An elliptical gradient around `center`.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
  }
  /// An elliptical gradient through `colors`.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    gradient = Gradient(colors: colors)
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
