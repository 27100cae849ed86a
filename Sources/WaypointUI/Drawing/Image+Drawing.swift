import Foundation

extension Image {
  /// This image with a drawing modifier recorded on it, as its Swift source.
  func withDrawing(_ source: String) -> Image {
    var image = self
    image.attributes.append(.drawing(source))
    return image
  }

  /// This image labelled for accessibility with `label`'s text.
  func labelled(_ label: Text) -> Image {
    var image = self
    image.attributes.append(.accessibilityLabel(label.plainText))
    return image
  }

  /// How `resizable(capInsets:resizingMode:)` asks an image to fill the space it is given.
  /// Renderers stretch it either way; `.tile` is recorded on the image.
  public enum ResizingMode: Hashable, Sendable, CustomStringConvertible {
    /// Copies of the image at its natural size, side by side across the space (recorded only).
    case tile
    /// One copy, scaled to the space's width and height; the default.
    case stretch
    /// The mode as Swift source.
    public var description: String { self == .tile ? ".tile" : ".stretch" }
  }

  /// The smoothing asked for when an image is drawn at another size than its own;
  /// `interpolation(_:)` records it, and no renderer reads it.
  public enum Interpolation: Hashable, Sendable, CustomStringConvertible {
    /// No smoothing: scaled pixels keep hard edges.
    case none
    /// Light, fast smoothing.
    case low
    /// Moderate smoothing.
    case medium
    /// The most thorough smoothing.
    case high
    /// The quality as Swift source.
    public var description: String {
      switch self {
      case .none: ".none"
      case .low: ".low"
      case .medium: ".medium"
      case .high: ".high"
      }
    }
  }

  /// How a bitmap's stored pixels are turned or flipped relative to the way it should be
  /// shown. The `CGImage` initializers take it and ignore it.
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    /// Stored as it should be shown: no rotation, no flip.
    case up
    /// Horizontally flipped.
    case upMirrored
    /// Rotated 180°.
    case down
    /// Rotated 180° and horizontally flipped.
    case downMirrored
    /// Rotated 90° counterclockwise.
    case left
    /// Rotated 90° counterclockwise and horizontally flipped.
    case leftMirrored
    /// Rotated 90° clockwise.
    case right
    /// Rotated 90° clockwise and horizontally flipped.
    case rightMirrored

    /// Creates an orientation from its raw value.
    public init?(rawValue: UInt8) {
      guard Int(rawValue) < Orientation.allCases.count else { return nil }
      self = Orientation.allCases[Int(rawValue)]
    }
    /// The orientation's raw value.
    public var rawValue: UInt8 {
      switch self {
      case .up: 0
      case .upMirrored: 1
      case .down: 2
      case .downMirrored: 3
      case .left: 4
      case .leftMirrored: 5
      case .right: 6
      case .rightMirrored: 7
      }
    }
    /// Every orientation, in raw-value order.
    public static var allCases: [Orientation] {
      [.up, .upMirrored, .down, .downMirrored, .left, .leftMirrored, .right, .rightMirrored]
    }
  }

  /// The dynamic range an image may use.
  public struct DynamicRange: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// No headroom above standard brightness (no HDR).
    public static let standard = DynamicRange(name: "standard")
    /// Some HDR headroom, held back from the display's maximum.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// All the HDR headroom the display offers.
    public static let high = DynamicRange(name: "high")
    /// The range as Swift source.
    public var description: String { ".\(name)" }
  }

  /// Lets the image take the size the layout offers, as `resizable()` does. Cap insets or a
  /// `.tile` mode are recorded on the image; renderers stretch the whole image regardless.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  )
    -> Image
  {
    let image = resizable()
    guard capInsets != EdgeInsets() || resizingMode != .stretch else { return image }
    return image.withDrawing(".resizable(capInsets: \(capInsets), resizingMode: \(resizingMode))")
  }

  /// Records `interpolation` on the image; each renderer scales images its own way, and a
  /// terminal has no pixels to scale.
  public func interpolation(_ interpolation: Image.Interpolation) -> Image {
    withDrawing(".interpolation(\(interpolation))")
  }

  /// Records whether the image's edges should be smoothed; renderers draw it unchanged.
  public func antialiased(_ isAntialiased: Bool) -> Image {
    withDrawing(".antialiased(\(isAntialiased))")
  }

  /// Sets the dynamic range the image may use (recorded).
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image {
    withDrawing(".allowedDynamicRange(\(range.map(\.description) ?? "nil"))")
  }

  /// Records `mode` on the image; renderers draw the symbol as they would without it.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    withDrawing(".symbolRenderingMode(\(mode.map(\.description) ?? "nil"))")
  }

  /// Sets how the symbol's colors are drawn (recorded).
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image {
    withDrawing(".symbolColorRenderingMode(\(mode.map(\.description) ?? "nil"))")
  }

  /// Sets how the symbol shows its variable value (recorded).
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image {
    withDrawing(".symbolVariableValueMode(\(mode.map(\.description) ?? "nil"))")
  }

  /// Makes the symbol `systemName`; a non-nil `variableValue` (0 to 1) is recorded on the
  /// image but not drawn.
  public init(systemName: String, variableValue: Double?) {
    self.init(systemName: systemName)
    if let variableValue { self = withDrawing("variableValue: \(variableValue)") }
  }

  /// Creates a labeled image from an app resource, with a variable value (recorded).
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    if let variableValue { self = withDrawing("variableValue: \(variableValue)") }
  }

  /// Creates an image from an app resource, with a variable value, labelled with `label`.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
    self.init(name, variableValue: variableValue, bundle: bundle)
    self = labelled(label)
  }

  /// Makes the resource image `name`, hidden from accessibility; a non-nil `variableValue` is
  /// recorded on it but not drawn.
  public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(decorative: name, bundle: bundle)
    if let variableValue { self = withDrawing("variableValue: \(variableValue)") }
  }

  /// Creates an image from an app resource, labelled with `label` for accessibility.
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {
    self.init(name, bundle: bundle)
    self = labelled(label)
  }
}

extension Image {
  /// Creates a labeled image from a Core Graphics image: a bitmap of its size, labelled for
  /// accessibility with `label`'s text (`scale` and `orientation` describe its pixels).
  public init(
    _ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text
  ) {
    self.init(bitmap: cgImage)
    self = labelled(label)
  }

  /// Makes an image of `cgImage`'s bitmap with no accessibility label; `scale` and
  /// `orientation` are ignored.
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
    self.init(bitmap: cgImage)
  }
}
