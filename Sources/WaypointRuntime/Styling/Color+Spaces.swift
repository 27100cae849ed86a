import Foundation

extension Color {
  /// The color spaces a color's components can be given in; Waypoint keeps the components.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The standard RGB color space.
    case sRGB
    /// sRGB primaries without the gamma curve; the components are stored as given, unconverted.
    case sRGBLinear
    /// The wider Display P3 gamut; the components are stored as given, unconverted.
    case displayP3
  }

  /// A color from red, green and blue components in `colorSpace`.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    self.init(kind: .rgb(red: red, green: green, blue: blue), alpha: opacity)
  }

  /// A grey of `white` in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(kind: .white(white), alpha: opacity)
  }

  /// A color from hue, saturation and brightness, each from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let hue = (hue - hue.rounded(.down)) * 6
    let sector = Int(hue) % 6
    let fraction = hue - Double(Int(hue))
    let low = brightness * (1 - saturation)
    let falling = brightness * (1 - saturation * fraction)
    let rising = brightness * (1 - saturation * (1 - fraction))
    let (red, green, blue): (Double, Double, Double) =
      switch sector {
      case 0: (brightness, rising, low)
      case 1: (falling, brightness, low)
      case 2: (low, brightness, rising)
      case 3: (low, falling, brightness)
      case 4: (rising, low, brightness)
      default: (brightness, low, falling)
      }
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }
}
