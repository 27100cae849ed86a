/// Anything that can paint a shape or text: a color, a gradient, a material, or a role such as
/// `.tint` or `.secondary`. Views record it as an ``AnyShapeStyle``, which renderers read.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// A content level, primary through quinary, that renderers turn into a color: the label color for
/// level 1, a dimmer one for the rest.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// The level, 1 for primary through 5 for quinary.
  public let level: Int

  /// Level 1: the main content color.
  public static let primary = HierarchicalShapeStyle(level: 1)
  /// Level 2: dimmer than primary (the secondary label color, or dim in a terminal).
  public static let secondary = HierarchicalShapeStyle(level: 2)
  /// Level 3, drawn like secondary: renderers have two levels only.
  public static let tertiary = HierarchicalShapeStyle(level: 3)
  /// Level 4, drawn like secondary.
  public static let quaternary = HierarchicalShapeStyle(level: 4)
  /// Level 5, drawn like secondary.
  public static let quinary = HierarchicalShapeStyle(level: 5)

  /// The style as Swift source, such as `.secondary`.
  public var description: String {
    [".primary", ".secondary", ".tertiary", ".quaternary", ".quinary"][max(0, min(4, level - 1))]
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// Level 1: the main content color.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// Level 2: dimmer than primary (the secondary label color, or dim in a terminal).
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// Level 3, drawn like secondary: renderers have two levels only.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
  /// Level 4, drawn like secondary.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
  /// Level 5, drawn like secondary.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 5) }
}

/// The current tint as a style (`.tint`): the browser's `--tint`, the accent color in the terminal
/// and on the desktop.
public struct TintShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Makes the `.tint` style, which has no settings.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The current tint; see ``TintShapeStyle``.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// A translucent background material, recorded by name; as a background, the browser draws any of
/// them as a blurred backdrop in the bar color.
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
  package let name: String
  /// Medium thickness, between `thin` and `thick`.
  public static let regular = Material(name: "regularMaterial")
  /// Thicker than `regular`: less of what lies behind shows through.
  public static let thick = Material(name: "thickMaterial")
  /// Thinner than `regular`: more of what lies behind shows through.
  public static let thin = Material(name: "thinMaterial")
  /// A mostly translucent material.
  public static let ultraThin = Material(name: "ultraThinMaterial")
  /// A mostly opaque material.
  public static let ultraThick = Material(name: "ultraThickMaterial")
  /// A material matched to the current system bars.
  public static let bar = Material(name: "bar")

  /// The material as Swift source, such as `.thinMaterial`.
  public var description: String { ".\(name)" }
}

extension ShapeStyle where Self == Material {
  /// Medium-thickness material, the same as `Material.regular`.
  public static var regularMaterial: Material { Material.regular }
  /// Thick material, the same as `Material.thick`.
  public static var thickMaterial: Material { Material.thick }
  /// Thin material, the same as `Material.thin`.
  public static var thinMaterial: Material { Material.thin }
  /// A mostly translucent material.
  public static var ultraThinMaterial: Material { Material.ultraThin }
  /// A mostly opaque material.
  public static var ultraThickMaterial: Material { Material.ultraThick }
  /// A material matched to the current system bars.
  public static var bar: Material { Material(name: "bar") }
}

/// The background of the current context: what `.background` names as a style.
public struct BackgroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// Creates the background style.
  public init() {}
  /// The style as Swift source.
  public var description: String { ".background" }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The context's background as a style (`.background`), which the browser draws in its
  /// `--background` color.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A type-erased shape style, as recorded on semantic elements.
public struct AnyShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
  /// What the style is, for renderers that honour it.
  public enum Kind: Hashable, Sendable {
    /// A concrete or system color.
    case color(Color)
    /// A content level: 1 primary, 2 secondary, ….
    case hierarchical(level: Int)
    /// The current tint.
    case tint
    /// A material.
    case material(String)
    /// The context's background.
    case background
    /// A gradient: its colours, where they lie in what it fills, and its Swift source.
    case gradient(Gradient, GradientGeometry, source: String)
    /// Any other style, by its description.
    case other(String)
  }

  /// What the style is.
  public let kind: Kind

  /// Creates a type-erased shape style.
  public init<S: ShapeStyle>(_ style: S) {
    switch style {
    case let erased as AnyShapeStyle: kind = erased.kind
    case let color as Color: kind = .color(color)
    case let hierarchical as HierarchicalShapeStyle: kind = .hierarchical(level: hierarchical.level)
    case is TintShapeStyle: kind = .tint
    case let material as Material: kind = .material(material.description)
    case is BackgroundStyle: kind = .background
    case let gradient as any GeometricGradient & CustomStringConvertible:
      kind = .gradient(gradient.gradient, gradient.geometry, source: gradient.description)
    default: kind = .other((style as? CustomStringConvertible)?.description ?? "\(S.self)")
    }
  }

  /// The style as Swift source.
  public var description: String {
    switch kind {
    case .color(let color): color.description
    case .hierarchical(let level): HierarchicalShapeStyle(level: level).description
    case .tint: ".tint"
    case .material(let name): name
    case .background: ".background"
    case .gradient(_, _, let source): source
    case .other(let text): text
    }
  }
}
