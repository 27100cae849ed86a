import Foundation

// Core Graphics' colour types, which Linux lacks: plain values with the members apps read.
// Core Graphics names a colour space with a `CFString`; here a name is a `String`.
#if !canImport(CoreGraphics)
  /// The kind of components a colour space's colours have (Core Graphics' type).
  public enum CGColorSpaceModel: Int32, Sendable {
    /// An unknown model.
    case unknown = -1
    /// One gray component.
    case monochrome
    /// Red, green and blue components.
    case rgb
    /// Cyan, magenta, yellow and black components.
    case cmyk
    /// Lightness and two colour-opponent components.
    case lab
    /// Any number of device components.
    case deviceN
    /// Indices into a colour table.
    case indexed
    /// A pattern.
    case pattern
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// CIE XYZ components.
    case XYZ
  }

  /// A colour space (Core Graphics' type): its name and the kind of components its colours have.
  public struct CGColorSpace: Hashable, Sendable {
    /// The colour space's name, such as `CGColorSpace.sRGB`.
    public let name: String?
    /// The kind of components its colours have.
    public let model: CGColorSpaceModel

    /// The colour space of the given name, or nil for a name Waypoint does not know.
    public init?(name: String) {
      guard let model = Self.models[name] else { return nil }
      self.name = name
      self.model = model
    }

    /// How many components a colour in this space has, not counting its alpha.
    public var numberOfComponents: Int {
      switch model {
      case .monochrome: 1
      case .cmyk: 4
      case .rgb, .lab, .XYZ: 3
      case .unknown, .deviceN, .indexed, .pattern: 0
      }
    }

    /// The standard RGB colour space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Names sRGB without its gamma curve: components proportional to light intensity.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The standard RGB colour space with components past 0 and 1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Names Display P3, a wider-gamut RGB space than sRGB.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic RGB colour space.
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The generic gray colour space.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Names the gray space without a gamma curve: one component proportional to light intensity.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The gray colour space with components past 0 and 1.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The generic CMYK colour space.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    package static let genericRGB = "kCGColorSpaceGenericRGB"
    package static let genericGray = "kCGColorSpaceGenericGray"

    private static let models: [String: CGColorSpaceModel] = [
      sRGB: .rgb, linearSRGB: .rgb, extendedSRGB: .rgb, displayP3: .rgb, genericRGBLinear: .rgb,
      genericRGB: .rgb, genericGrayGamma2_2: .monochrome, linearGray: .monochrome,
      extendedGray: .monochrome, genericGray: .monochrome, genericCMYK: .cmyk,
    ]
  }

  /// A colour (Core Graphics' type): its colour space and its components, alpha last.
  public struct CGColor: Hashable, Sendable {
    /// The colour space the components are in.
    public let colorSpace: CGColorSpace?
    /// The components, one per component of the colour space, then the alpha.
    public let components: [CGFloat]?

    package init(space: String, components: [CGFloat]) {
      colorSpace = CGColorSpace(name: space)
      self.components = components
    }

    /// A colour of red, green, blue and alpha components from 0 to 1, in the generic RGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(space: CGColorSpace.genericRGB, components: [red, green, blue, alpha])
    }

    /// A colour of red, green, blue and alpha components from 0 to 1, in the sRGB space.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(space: CGColorSpace.sRGB, components: [red, green, blue, alpha])
    }

    /// A gray of `gray` (0 is black, 1 white) and `alpha`, in the generic gray space.
    public init(gray: CGFloat, alpha: CGFloat) {
      self.init(space: CGColorSpace.genericGray, components: [gray, alpha])
    }

    /// A gray of `gray` and `alpha` in the generic gray space with a 2.2 gamma.
    public init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
      self.init(space: CGColorSpace.genericGrayGamma2_2, components: [gray, alpha])
    }

    /// A colour in `space` of the components `components` points to: one per component of
    /// the space, then the alpha. Nil for a space whose colours have no fixed components.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
      guard space.numberOfComponents > 0 else { return nil }
      colorSpace = space
      self.components = Array(
        UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
    }

    /// How many components the colour has, its alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's alpha, from 0 (transparent) to 1 (opaque).
    public var alpha: CGFloat { components?.last ?? 1 }

    /// This colour with its alpha replaced by `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? {
      guard var components, !components.isEmpty else { return nil }
      components[components.count - 1] = alpha
      return CGColor(keeping: colorSpace, components: components)
    }

    private init(keeping colorSpace: CGColorSpace?, components: [CGFloat]) {
      self.colorSpace = colorSpace
      self.components = components
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color as a SwiftUI color, read and written by a color picker bound to a `CGColor`.
    package var pickerColor: Color {
      get { Color(cgColor: self) }
      set { self = newValue.fixedCGColor ?? newValue.resolve(in: EnvironmentValues()).cgColor }
    }
  }
#endif
