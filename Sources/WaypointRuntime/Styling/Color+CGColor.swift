import Foundation

extension Color {
  /// A `Color` of a Core Graphics color's gray, RGB or CMYK components and alpha, taken as sRGB; a
  /// color of another model (a pattern, an index) becomes mid gray.
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public init(cgColor: CGColor) {
    let (red, green, blue, alpha) = cgColor.rgba ?? (0.5, 0.5, 0.5, Double(cgColor.alpha))
    self.init(.sRGB, red: red, green: green, blue: blue, opacity: alpha)
  }

  /// The older, deprecated spelling of `init(cgColor:)`. Not disfavoured: `Color(.white)` names
  /// `CGColor.white` when UIKit's disfavoured `Color(_: UIColor)` would also take it, and both are
  /// the same white.
  @available(*, deprecated, renamed: "Color(cgColor:)")
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "Color(cgColor:)")
  @available(macOS, introduced: 11.0, deprecated: 100000.0, renamed: "Color(cgColor:)")
  public init(_ cgColor: CGColor) {
    self.init(cgColor: cgColor)
  }

  /// The color as an sRGB `CGColor` when its components are fixed: one made from components or a
  /// Core Graphics color, or white, black or clear. A color that adapts to its context (`.red`,
  /// `.primary`, an asset color) gives nil, as in SwiftUI; `resolve(in:)` gives its components in
  /// an environment.
  @available(*, deprecated, renamed: "resolve(in:)")
  @available(iOS, introduced: 14.0, deprecated: 100000.0, renamed: "resolve(in:)")
  @available(macOS, introduced: 11.0, deprecated: 100000.0, renamed: "resolve(in:)")
  @available(tvOS, introduced: 14.0, deprecated: 100000.0, renamed: "resolve(in:)")
  @available(watchOS, introduced: 7.0, deprecated: 100000.0, renamed: "resolve(in:)")
  @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "resolve(in:)")
  public var cgColor: CGColor? { fixedCGColor }

  /// What `cgColor` gives, for Waypoint's own use.
  package var fixedCGColor: CGColor? {
    let components: (red: Double, green: Double, blue: Double)
    switch kind {
    case .rgb(let red, let green, let blue): components = (red, green, blue)
    case .white(let white): components = (white, white, white)
    case .system(let name) where ["white", "black", "clear"].contains(name):
      let (red, green, blue, opacity) = Color.systemComponents(name, dark: false)
      return CGColor(srgbRed: red, green: green, blue: blue, alpha: opacity * alpha)
    case .system, .asset, .adaptive: return nil
    }
    return CGColor(
      srgbRed: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }
}

extension Color.Resolved {
  /// These components and this opacity as a `CGColor` in the sRGB space.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public var cgColor: CGColor {
    CGColor(
      srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
  }
}

extension CGColor {
  /// The red, green and blue components and the alpha, from a gray, RGB or CMYK color; nil
  /// for a color of another model.
  package var rgba: (red: Double, green: Double, blue: Double, alpha: Double)? {
    guard let values = components?.map({ Double($0) }) else { return nil }
    switch (colorSpace?.model, values.count) {
    case (.monochrome?, 2):
      return (values[0], values[0], values[0], values[1])
    case (.rgb?, 4):
      return (values[0], values[1], values[2], values[3])
    case (.cmyk?, 5):
      let white = 1 - values[3]
      return (
        (1 - values[0]) * white, (1 - values[1]) * white, (1 - values[2]) * white, values[4]
      )
    default:
      return nil
    }
  }
}
