import Foundation

/// How content is composited with what lies under it. Canvas drawing commands carry one, which the
/// browser draws as CSS `mix-blend-mode`; the `.blendMode(_:)` view modifier only records it.
public enum BlendMode: String, Hashable, Sendable, CustomStringConvertible {
  /// Draws the source over the destination.
  case normal
  /// Multiplies source and destination colors.
  case multiply
  /// Inverts, multiplies and inverts again: the result is lighter.
  case screen
  /// Multiplies or screens depending on the destination.
  case overlay
  /// Keeps the darker of source and destination.
  case darken
  /// Keeps the lighter of source and destination.
  case lighten
  /// Brightens the destination to reflect the source.
  case colorDodge
  /// Darkens the destination to reflect the source.
  case colorBurn
  /// Darkens or lightens depending on the source, softly.
  case softLight
  /// Multiplies or screens depending on the source.
  case hardLight
  /// Subtracts the darker from the lighter color.
  case difference
  /// Like difference, with lower contrast.
  case exclusion
  /// The source's hue with the destination's saturation and luminosity.
  case hue
  /// The source's saturation with the destination's hue and luminosity.
  case saturation
  /// The source's hue and saturation with the destination's luminosity.
  case color
  /// The source's luminosity with the destination's hue and saturation.
  case luminosity
  /// The source where the destination is opaque, over it.
  case sourceAtop
  /// The destination over the source.
  case destinationOver
  /// The destination where the source is transparent.
  case destinationOut
  /// The sum of both colors, darkened.
  case plusDarker
  /// The sum of both colors, lightened.
  case plusLighter

  /// The mode as Swift source, such as `.multiply`.
  public var description: String { ".\(rawValue)" }
}

/// The working space a canvas or `ImageRenderer` asks to composite colors in; Waypoint keeps the
/// value but draws every mode the same way.
public enum ColorRenderingMode: String, Hashable, Sendable, CustomStringConvertible {
  /// Gamma-encoded sRGB values, the default.
  case nonLinear
  /// sRGB with the gamma curve removed, so blending is done on light intensities.
  case linear
  /// Like `linear`, with components allowed past 0 and 1.
  case extendedLinear

  /// The mode as Swift source.
  public var description: String { ".\(rawValue)" }
}

/// A variant of a symbol: filled, enclosed in a circle, square or rectangle, slashed.
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible {
  package let names: [String]

  /// The symbol as named, with no variant. Given to `.symbolVariant(_:)`, it clears the variants
  /// set further out.
  public static let none = SymbolVariants(names: [])
  /// The variant named `circle`: the symbol inside a circle, as in `person.circle`.
  public static let circle = SymbolVariants(names: ["circle"])
  /// The variant named `square`: the symbol inside a square, as in `trash.square`.
  public static let square = SymbolVariants(names: ["square"])
  /// The variant named `rectangle`: the symbol inside a rectangle, as in `play.rectangle`.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// The variant named `fill`: the solid form of the symbol, as in `heart.fill`.
  public static let fill = SymbolVariants(names: ["fill"])
  /// The variant named `slash`: the symbol struck through, as in `bell.slash`.
  public static let slash = SymbolVariants(names: ["slash"])

  private func adding(_ name: String) -> SymbolVariants {
    names.contains(name) ? self : SymbolVariants(names: names + [name])
  }

  /// This variant, encapsulated in a circle.
  public var circle: SymbolVariants { adding("circle") }
  /// This variant, encapsulated in a square.
  public var square: SymbolVariants { adding("square") }
  /// This variant, encapsulated in a rectangle.
  public var rectangle: SymbolVariants { adding("rectangle") }
  /// This variant, filled.
  public var fill: SymbolVariants { adding("fill") }
  /// This variant, slashed.
  public var slash: SymbolVariants { adding("slash") }

  /// Whether this variant includes all of `other`'s.
  public func contains(_ other: SymbolVariants) -> Bool {
    Set(other.names).isSubset(of: Set(names))
  }

  /// The suffix this variant adds to a symbol's name, such as `.circle.fill`.
  package var nameSuffix: String { names.map { ".\($0)" }.joined() }

  /// The variant as Swift source, such as `.circle.fill` or `.none`.
  public var description: String { names.isEmpty ? ".none" : nameSuffix }
  package init(names: [String]) {
    self.names = names
  }
}

/// How a symbol's colors are drawn: flat, or with a gradient.
public struct SymbolColorRenderingMode: Equatable, Sendable, CustomStringConvertible {
  package let name: String
  /// Flat colors.
  public static let flat = SymbolColorRenderingMode(name: "flat")
  /// Colors with a gradient.
  public static let gradient = SymbolColorRenderingMode(name: "gradient")
  /// The mode as Swift source.
  public var description: String { ".\(name)" }
}

/// How a symbol shows its variable value: by color, or by drawing part of it.
public struct SymbolVariableValueMode: Equatable, Sendable, CustomStringConvertible {
  package let name: String
  /// The value colors a share of the symbol's layers.
  public static let color = SymbolVariableValueMode(name: "color")
  /// The value draws a share of the symbol's path.
  public static let draw = SymbolVariableValueMode(name: "draw")
  /// The mode as Swift source.
  public var description: String { ".\(name)" }
}

/// The behavior materials should use for their active state.
public struct MaterialActiveAppearance: Sendable, Equatable, CustomStringConvertible {
  package let name: String
  /// Materials follow the system's active state.
  public static let automatic = MaterialActiveAppearance(name: "automatic")
  /// Materials always look active.
  public static let active = MaterialActiveAppearance(name: "active")
  /// Materials always look inactive.
  @available(iOS, unavailable)
  public static let inactive = MaterialActiveAppearance(name: "inactive")
  /// Materials match the window's active state.
  public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
  /// The appearance as Swift source.
  public var description: String { ".\(name)" }
}

extension Material {
  /// This material with the given active appearance (recorded in its name).
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material {
    Material(name: "\(name).materialActiveAppearance(\(appearance))")
  }
}

/// Whether the person asked for more contrast: the `colorSchemeContrast` environment value,
/// `.standard` unless the host sets it.
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
  /// Ordinary contrast, and the environment's default.
  case standard
  /// Stronger contrast, set through the host (`ViewRuntime.colorSchemeContrast`); views read it to
  /// pick bolder colors.
  case increased
  /// Both contrasts.
  public static var allCases: [ColorSchemeContrast] { [.standard, .increased] }
}

extension ColorScheme {
  /// Both color schemes, light first.
  public static var allCases: [ColorScheme] { [.light, .dark] }
}

/// How strong the background behind views is: the `backgroundProminence` environment value,
/// `.standard` by default.
public struct BackgroundProminence: Hashable, Sendable, CustomStringConvertible {
  package let name: String
  /// An ordinary background, and the environment's default.
  public static let standard = BackgroundProminence(name: "standard")
  /// A strong background, such as a selected row, against which the content above may want to
  /// change its colors.
  public static let increased = BackgroundProminence(name: "increased")
  /// The prominence as Swift source.
  public var description: String { ".\(name)" }
}

/// Which container `containerBackground(_:for:)` is meant for; the modifier records it, and the
/// background itself shows behind the view that sets it.
public struct ContainerBackgroundPlacement: Sendable, Hashable, CustomStringConvertible {
  package let name: String
  /// Meant for the enclosing tab view.
  public static let tabView = ContainerBackgroundPlacement(name: "tabView")
  /// A background placement inside a navigation stack or split view column.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// A background placement inside a navigation split view.
  public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
  /// A background placement behind a window's content.
  public static let window = ContainerBackgroundPlacement(name: "window")
  /// The placement as Swift source.
  public var description: String { ".\(name)" }
}

/// A tint for list rows, passed to `listItemTint(_:)`, which records it by its Swift source; no
/// renderer tints rows with it.
public struct ListItemTint: Sendable, CustomStringConvertible {
  /// The configuration as Swift source.
  public let description: String
  /// An explicit tint color that's always applied.
  public static func fixed(_ tint: Color) -> ListItemTint {
    ListItemTint(description: ".fixed(\(tint))")
  }
  /// A tint color that the system may override with the user's preference.
  public static func preferred(_ tint: Color) -> ListItemTint {
    ListItemTint(description: ".preferred(\(tint))")
  }
  /// A tint effect that's derived from the content's foreground colors.
  public static let monochrome = ListItemTint(description: ".monochrome")
}

/// Weights that map a color's red, green, blue and alpha, plus a constant, to new values: one row
/// per output channel. Waypoint stores the matrix; no effect applies it yet.
public struct ColorMatrix: Equatable, Sendable {
  /// The red output's weights of red, green, blue, alpha and the constant.
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  /// The green output's weights of red, green, blue, alpha and the constant.
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  /// The blue output's weights of red, green, blue, alpha and the constant.
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  /// The alpha output's weights of red, green, blue, alpha and the constant.
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
  /// Creates the identity matrix.
  public init() {}
}
