import Foundation

/// A color as Waypoint records it: a system color by name, fixed components, a gray, an asset name,
/// or a light and dark pair, with an opacity. `resolve(in:)` gives its components for an
/// environment's appearance.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  package enum Kind: Hashable, Sendable {
    case system(String)
    case rgb(red: Double, green: Double, blue: Double)
    case white(Double)
    case asset(String)
    /// A colour with one value in the light appearance and another in the dark, printed as
    /// `description` (UIKit's system colours, `UIColor(dynamicProvider:)`).
    case adaptive(light: Resolved, dark: Resolved, description: String)
  }

  package let kind: Kind
  /// The opacity applied with `opacity(_:)`, 1 when none was.
  public private(set) var alpha: Double = 1

  package init(kind: Kind, alpha: Double = 1) {
    self.kind = kind
    self.alpha = alpha
  }

  /// The asset color named `name`: the value an `AssetColorCatalog` type gives it, or else a named
  /// color that renderers show in their default color (mid gray when resolved).
  public init(_ name: String, bundle: Bundle? = nil) {
    self = Self.catalogColors[name] ?? Color(kind: .asset(name))
  }

  /// The same color with its alpha multiplied by `opacity`: its description gains `.opacity(…)`,
  /// and the browser and desktop draw it translucent.
  public func opacity(_ opacity: Double) -> Color {
    Color(kind: kind, alpha: alpha * opacity)
  }

  /// The system color's name (`"red"`), when this is one.
  public var systemName: String? {
    if case .system(let name) = kind { return name }
    return nil
  }

  /// Red, green and blue components from 0 to 1, when this color has fixed ones.
  public var components: (red: Double, green: Double, blue: Double)? {
    switch kind {
    case .rgb(let red, let green, let blue): (red, green, blue)
    case .white(let white): (white, white, white)
    case .system, .asset, .adaptive: nil
    }
  }

  /// A colour that takes one value in the light appearance and another in the dark, printed as
  /// `description`; renderers draw the value for the appearance they show.
  package init(light: Resolved, dark: Resolved, description: String) {
    self.init(kind: .adaptive(light: light, dark: dark, description: description))
  }

  /// The light and dark values of a colour that has one of each (a UIKit system colour), for
  /// renderers that switch with the appearance; nil for other colours.
  public var appearanceComponents: (light: Resolved, dark: Resolved)? {
    if case .adaptive(let light, let dark, _) = kind { return (light, dark) }
    return nil
  }

  /// The color as Swift source, such as `.red` or `.red.opacity(0.5)`.
  public var description: String {
    var text: String
    switch kind {
    case .system(let name): text = ".\(name)"
    case .rgb(let red, let green, let blue):
      text = "Color(red: \(red), green: \(green), blue: \(blue))"
    case .white(let white): text = "Color(white: \(white))"
    case .asset(let name): text = "Color(\(name.debugDescription))"
    case .adaptive(_, _, let description): text = description
    }
    if alpha != 1 { text += ".opacity(\(alpha))" }
    return text
  }

  package static func system(_ name: String) -> Color { Color(kind: .system(name)) }

  /// A context-dependent red color.
  public static let red = system("red")
  /// A context-dependent orange color.
  public static let orange = system("orange")
  /// A context-dependent yellow color.
  public static let yellow = system("yellow")
  /// A context-dependent green color.
  public static let green = system("green")
  /// A context-dependent mint color.
  public static let mint = system("mint")
  /// A context-dependent teal color.
  public static let teal = system("teal")
  /// A context-dependent cyan color.
  public static let cyan = system("cyan")
  /// A context-dependent blue color.
  public static let blue = system("blue")
  /// A context-dependent indigo color.
  public static let indigo = system("indigo")
  /// A context-dependent purple color.
  public static let purple = system("purple")
  /// A context-dependent pink color.
  public static let pink = system("pink")
  /// A context-dependent brown color.
  public static let brown = system("brown")
  /// A white color.
  public static let white = system("white")
  /// A context-dependent gray color.
  public static let gray = system("gray")
  /// A black color.
  public static let black = system("black")
  /// A clear color.
  public static let clear = system("clear")
  /// The main text color: black in the light appearance, white in the dark.
  public static let primary = system("primary")
  /// Dimmer text: a gray at 60% opacity in either appearance, which the terminal shows dim.
  public static let secondary = system("secondary")
  /// The app's accent: system blue when resolved, the page's tint in the browser.
  public static let accentColor = system("accentColor")
}

extension ShapeStyle where Self == Color {
  /// A context-dependent red color.
  public static var red: Color { Color.red }
  /// A context-dependent orange color.
  public static var orange: Color { Color.orange }
  /// A context-dependent yellow color.
  public static var yellow: Color { Color.yellow }
  /// A context-dependent green color.
  public static var green: Color { Color.green }
  /// A context-dependent mint color.
  public static var mint: Color { Color.mint }
  /// A context-dependent teal color.
  public static var teal: Color { Color.teal }
  /// A context-dependent cyan color.
  public static var cyan: Color { Color.cyan }
  /// A context-dependent blue color.
  public static var blue: Color { Color.blue }
  /// A context-dependent indigo color.
  public static var indigo: Color { Color.indigo }
  /// A context-dependent purple color.
  public static var purple: Color { Color.purple }
  /// A context-dependent pink color.
  public static var pink: Color { Color.pink }
  /// A context-dependent brown color.
  public static var brown: Color { Color.brown }
  /// A white color.
  public static var white: Color { Color.white }
  /// A context-dependent gray color.
  public static var gray: Color { Color.gray }
  /// A black color.
  public static var black: Color { Color.black }
  /// A clear color.
  public static var clear: Color { Color.clear }
  /// The app's accent, the same as `Color.accentColor`.
  public static var accentColor: Color { Color.accentColor }
}
