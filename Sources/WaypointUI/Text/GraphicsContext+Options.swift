import Foundation

extension GraphicsContext {
  /// How drawing blends with what is already drawn (Core Graphics' blend modes).
  @frozen public struct BlendMode: RawRepresentable, Equatable, Sendable, CustomStringConvertible {
    /// The Core Graphics blend mode's number.
    public let rawValue: Int32
    /// The blend mode of a Core Graphics number.
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Paints over what is below.
    public static var normal: BlendMode { BlendMode(rawValue: 0) }
    /// The `multiply` blend mode.
    public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    /// The `screen` blend mode.
    public static var screen: BlendMode { BlendMode(rawValue: 2) }
    /// The `overlay` blend mode.
    public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    /// The `darken` blend mode.
    public static var darken: BlendMode { BlendMode(rawValue: 4) }
    /// The `lighten` blend mode.
    public static var lighten: BlendMode { BlendMode(rawValue: 5) }
    /// The `colorDodge` blend mode.
    public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
    /// The `colorBurn` blend mode.
    public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
    /// The `softLight` blend mode.
    public static var softLight: BlendMode { BlendMode(rawValue: 8) }
    /// The `hardLight` blend mode.
    public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
    /// The `difference` blend mode.
    public static var difference: BlendMode { BlendMode(rawValue: 10) }
    /// The `exclusion` blend mode.
    public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
    /// The `hue` blend mode.
    public static var hue: BlendMode { BlendMode(rawValue: 12) }
    /// The `saturation` blend mode.
    public static var saturation: BlendMode { BlendMode(rawValue: 13) }
    /// The `color` blend mode.
    public static var color: BlendMode { BlendMode(rawValue: 14) }
    /// The `luminosity` blend mode.
    public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
    /// Clears what is below.
    public static var clear: BlendMode { BlendMode(rawValue: 16) }
    /// Replaces what is below.
    public static var copy: BlendMode { BlendMode(rawValue: 17) }
    /// The `sourceIn` blend mode.
    public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
    /// The `sourceOut` blend mode.
    public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
    /// The `sourceAtop` blend mode.
    public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
    /// The `destinationOver` blend mode.
    public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
    /// The `destinationIn` blend mode.
    public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
    /// The `destinationOut` blend mode.
    public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
    /// The `destinationAtop` blend mode.
    public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
    /// The `xor` blend mode.
    public static var xor: BlendMode { BlendMode(rawValue: 25) }
    /// The `plusDarker` blend mode.
    public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
    /// The `plusLighter` blend mode.
    public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

    private static let names = [
      "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
      "softLight", "hardLight", "difference", "exclusion", "hue", "saturation", "color",
      "luminosity", "clear", "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver",
      "destinationIn", "destinationOut", "destinationAtop", "xor", "plusDarker", "plusLighter",
    ]

    /// The mode as Swift source: `.multiply`.
    public var description: String {
      Self.names.indices.contains(Int(rawValue))
        ? ".\(Self.names[Int(rawValue)])" : ".init(rawValue: \(rawValue))"
    }
  }

  /// Options of a shadow filter.
  @frozen public struct ShadowOptions: OptionSet, Sendable {
    /// See `OptionSet`.
    public let rawValue: UInt32
    /// Creates options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Draws the shadow above the content.
    public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1 << 0) }
    /// Draws only the shadow.
    public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 1 << 1) }
    /// Casts the shadow of the content's transparent parts.
    public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 1 << 2) }
    /// Shadows each drawing operation apart.
    public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 1 << 3) }
  }

  /// Options of a blur filter.
  @frozen public struct BlurOptions: OptionSet, Sendable {
    /// See `OptionSet`.
    public let rawValue: UInt32
    /// Creates options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Keeps the result opaque.
    public static var opaque: BlurOptions { BlurOptions(rawValue: 1 << 0) }
    /// Dithers the result.
    public static var dithersResult: BlurOptions { BlurOptions(rawValue: 1 << 1) }
  }

  /// Options of a filter.
  @frozen public struct FilterOptions: OptionSet, Sendable {
    /// See `OptionSet`.
    public let rawValue: UInt32
    /// Creates options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Filters in a linear color space.
    public static var linearColor: FilterOptions { FilterOptions(rawValue: 1 << 0) }
  }

  /// Options of a gradient.
  @frozen public struct GradientOptions: OptionSet, Sendable {
    /// See `OptionSet`.
    public let rawValue: UInt32
    /// Creates options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeats the gradient past its ends.
    public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1 << 0) }
    /// Repeats the gradient past its ends, mirrored.
    public static var mirror: GradientOptions { GradientOptions(rawValue: 1 << 1) }
    /// Blends the gradient's colors in a linear color space.
    public static var linearColor: GradientOptions { GradientOptions(rawValue: 1 << 2) }
  }
}
