import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// A colour as UIKit spells it, kept as Waypoint's `Color`: a system colour keeps its light
  /// and dark values, which views, renderers and `resolvedColor(with:)` pick by appearance.
  public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour views draw.
    package let color: Color

    package init(color: Color) { self.color = color }

    /// A colour of red, green, blue and alpha components from 0 to 1 in sRGB.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      color = Color(
        .sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey of `white` (0 black, 1 white) and `alpha`.
    public init(white: CGFloat, alpha: CGFloat) {
      color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour of hue, saturation, brightness and alpha, each from 0 to 1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
      color = Color(
        hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
        opacity: Double(alpha))
    }

    /// A colour of Display P3 components, kept as given (Waypoint draws them as sRGB).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      color = Color(
        .displayP3, red: Double(red), green: Double(green), blue: Double(blue),
        opacity: Double(alpha))
    }

    /// A colour of a Core Graphics colour's components.
    public init(cgColor: CGColor) {
      color = Color(cgColor: cgColor)
    }

    /// SwiftUI's colour as a UIKit colour; a system colour keeps adapting to the appearance.
    public init(_ color: Color) {
      self.color = color
    }

    /// The colour an asset colour catalog (`AssetColorCatalog`) gives `name`; nil when none does.
    public convenience init?(named name: String) {
      guard let color = Color.catalogColors[name] else { return nil }
      self.init(color: color)
    }

    /// The colour set a generated asset symbol names (`UIColor(resource: .brandBlue)`).
    public convenience init(resource: ColorResource) {
      self.init(color: Color(resource))
    }

    /// The asset colour `name`; the bundle and traits are not consulted (every catalog is one).
    public convenience init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
      self.init(named: name)
    }

    /// A colour that asks `dynamicProvider` for its value in the light and the dark appearance,
    /// once each, when it is made; views then draw the value for the appearance they show.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
      let lightTraits = UITraitCollection(userInterfaceStyle: .light)
      let darkTraits = UITraitCollection(userInterfaceStyle: .dark)
      let light = dynamicProvider(lightTraits).resolved(dark: false)
      let dark = dynamicProvider(darkTraits).resolved(dark: true)
      self.init(
        color: Color(
          light: light, dark: dark,
          description:
            "Color(uiColor: UIColor(light: \(Self.text(light)), dark: \(Self.text(dark))))"))
    }

    /// The colour's value in `traitCollection`'s appearance, as a fixed colour.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      let value = resolved(dark: traitCollection.userInterfaceStyle == .dark)
      return UIColor(
        red: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue),
        alpha: CGFloat(value.opacity))
    }

    /// The colour with its alpha replaced by `alpha`, in every appearance.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      if let (light, dark) = color.appearanceComponents {
        var (newLight, newDark) = (light, dark)
        newLight.opacity = Float(alpha)
        newDark.opacity = Float(alpha)
        return UIColor(
          color: Color(
            light: newLight, dark: newDark,
            description: "\(color.description).opacity(\(Double(alpha)))"))
      }
      return UIColor(color: Color(kind: color.kind, alpha: Double(alpha)))
    }

    /// The colour's value in the current appearance (`UITraitCollection.current`) as a Core
    /// Graphics colour.
    public var cgColor: CGColor {
      let value = resolved(dark: UITraitCollection.current.userInterfaceStyle == .dark)
      return CGColor(
        srgbRed: CGFloat(value.red), green: CGFloat(value.green), blue: CGFloat(value.blue),
        alpha: CGFloat(value.opacity))
    }

    /// The colour as Swift source (its SwiftUI form).
    public var description: String { color.description }

    /// Whether both are the same colour.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }

    /// Hashes the colour.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    /// The colour's components in the light or dark appearance.
    package func resolved(dark: Bool) -> Color.Resolved {
      var environment = EnvironmentValues()
      environment.colorScheme = dark ? .dark : .light
      return color.resolve(in: environment)
    }

    private static func text(_ value: Color.Resolved) -> String {
      func number(_ component: Float) -> String {
        String(format: "%.3f", component).replacingOccurrences(
          of: #"\.?0+$"#, with: "", options: .regularExpression)
      }
      return "(\(number(value.red)), \(number(value.green)), \(number(value.blue)), "
        + "\(number(value.opacity)))"
    }
  }
#endif
