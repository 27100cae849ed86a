import Foundation

extension Color {
  /// A concrete color value: red, green, blue and opacity components in the sRGB space.
  public struct Resolved: Hashable, Sendable {
    /// Red component in sRGB: 0 is none, 1 full.
    public var red: Float
    /// Green component in sRGB: 0 is none, 1 full.
    public var green: Float
    /// Blue component in sRGB: 0 is none, 1 full.
    public var blue: Float
    /// The degree of opacity in the color, from 0 (transparent) to 1 (opaque).
    public var opacity: Float

    /// Stores the components and opacity as sRGB values; `colorSpace` is accepted, but nothing is
    /// converted from it.
    public init(
      colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      self.red = red
      self.green = green
      self.blue = blue
      self.opacity = opacity
    }
  }

  /// A concrete color value that may exceed the standard dynamic range by its headroom.
  public struct ResolvedHDR: Hashable, Sendable {
    /// Red component in the standard range; a `Color` made from this value multiplies it by
    /// `headroom`.
    public var red: Float
    /// Green component in the standard range; a `Color` made from this value multiplies it by
    /// `headroom`.
    public var green: Float
    /// Blue component in the standard range; a `Color` made from this value multiplies it by
    /// `headroom`.
    public var blue: Float
    /// Opacity from 0 (transparent) to 1 (opaque), which the headroom leaves alone.
    public var opacity: Float
    /// How far beyond the standard range the color reaches, as a linear factor.
    public var headroom: Float

    /// Creates a value from a resolved color and a headroom (1 when nil).
    public init(_ color: Color.Resolved, headroom: Float? = nil) {
      red = color.red
      green = color.green
      blue = color.blue
      opacity = color.opacity
      self.headroom = headroom ?? 1
    }
  }

  /// Turns resolved components back into a `Color` with those fixed values, which no longer changes
  /// with the appearance.
  public init(_ resolved: Color.Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }

  /// Creates a constant color with the values in the specified resolved HDR color, its
  /// components scaled by the headroom.
  public init(_ resolved: Color.ResolvedHDR) {
    let scale = Double(resolved.headroom)
    self.init(
      red: Double(resolved.red) * scale, green: Double(resolved.green) * scale,
      blue: Double(resolved.blue) * scale, opacity: Double(resolved.opacity))
  }

  /// The color's components in `environment`: system and adaptive colors take their light or
  /// dark values, and an asset color that no catalog defines resolves as mid gray.
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
    let dark = environment.colorScheme == .dark
    let (red, green, blue, opacity): (Double, Double, Double, Double)
    switch kind {
    case .rgb(let r, let g, let b): (red, green, blue, opacity) = (r, g, b, 1)
    case .white(let white): (red, green, blue, opacity) = (white, white, white, 1)
    case .asset: (red, green, blue, opacity) = (0.5, 0.5, 0.5, 1)
    case .system(let name):
      (red, green, blue, opacity) = Color.systemComponents(name, dark: dark)
    case .adaptive(let light, let darkValue, _):
      let value = dark ? darkValue : light
      (red, green, blue, opacity) = (
        Double(value.red), Double(value.green), Double(value.blue), Double(value.opacity)
      )
    }
    return Color.Resolved(
      red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity * alpha))
  }

  /// The color's components in `environment`, with a headroom of 1 (standard range).
  public func resolveHDR(in environment: EnvironmentValues) -> Color.ResolvedHDR {
    Color.ResolvedHDR(resolve(in: environment))
  }

  /// This color mixed with `rhs` by `fraction` (0 is this color, 1 is `rhs`), component by
  /// component in the light appearance.
  public func mix(
    with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual
  )
    -> Color
  {
    let a = resolve(in: EnvironmentValues())
    let b = rhs.resolve(in: EnvironmentValues())
    let t = Float(max(0, min(1, fraction)))
    func blend(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
    return Color(
      Color.Resolved(
        red: blend(a.red, b.red), green: blend(a.green, b.green), blue: blend(a.blue, b.blue),
        opacity: blend(a.opacity, b.opacity)))
  }

  /// This color brightened by `stops` exposure stops (each doubling its components).
  public func exposureAdjust(_ stops: Double) -> Color {
    let resolved = resolve(in: EnvironmentValues())
    let factor = Float(pow(2, stops))
    return Color(
      Color.Resolved(
        red: resolved.red * factor, green: resolved.green * factor, blue: resolved.blue * factor,
        opacity: resolved.opacity))
  }

  /// This color with a maximum headroom: unchanged, since Waypoint draws in the standard
  /// dynamic range.
  public func headroom(_ headroom: Double?) -> Color { self }

  package static func systemComponents(_ name: String, dark: Bool) -> (
    Double, Double, Double, Double
  ) {
    switch name {
    case "red": dark ? (1, 0.271, 0.227, 1) : (1, 0.231, 0.188, 1)
    case "orange": dark ? (1, 0.624, 0.039, 1) : (1, 0.584, 0, 1)
    case "yellow": dark ? (1, 0.839, 0.039, 1) : (1, 0.8, 0, 1)
    case "green": dark ? (0.188, 0.82, 0.345, 1) : (0.204, 0.78, 0.349, 1)
    case "mint": dark ? (0.388, 0.902, 0.886, 1) : (0, 0.78, 0.745, 1)
    case "teal": dark ? (0.251, 0.784, 0.878, 1) : (0.188, 0.69, 0.78, 1)
    case "cyan": dark ? (0.392, 0.824, 1, 1) : (0.196, 0.678, 0.902, 1)
    case "blue", "accentColor": dark ? (0.039, 0.518, 1, 1) : (0, 0.478, 1, 1)
    case "indigo": dark ? (0.369, 0.361, 0.902, 1) : (0.345, 0.337, 0.839, 1)
    case "purple": dark ? (0.749, 0.353, 0.949, 1) : (0.686, 0.322, 0.871, 1)
    case "pink": dark ? (1, 0.216, 0.373, 1) : (1, 0.176, 0.333, 1)
    case "brown": dark ? (0.675, 0.557, 0.408, 1) : (0.635, 0.518, 0.369, 1)
    case "gray": (0.557, 0.557, 0.576, 1)
    case "white": (1, 1, 1, 1)
    case "black": (0, 0, 0, 1)
    case "clear": (0, 0, 0, 0)
    case "primary": dark ? (1, 1, 1, 1) : (0, 0, 0, 1)
    case "secondary": dark ? (0.922, 0.922, 0.961, 0.6) : (0.235, 0.235, 0.263, 0.6)
    default: (0.5, 0.5, 0.5, 1)
    }
  }
}
