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

  /// The modes that SwiftUI uses to resize an image to fit within its containing view.
  public enum ResizingMode: Hashable, Sendable, CustomStringConvertible {
    /// A mode to repeat the image at its original size, as many times as necessary to fill the
    /// available space.
    case tile
    /// A mode to enlarge or reduce the size of an image so that it fills the available space.
    case stretch
    /// The mode as Swift source.
    public var description: String { self == .tile ? ".tile" : ".stretch" }
  }

  /// The level of quality for rendering an image that requires interpolation, such as a
  /// scaled image.
  public enum Interpolation: Hashable, Sendable, CustomStringConvertible {
    /// A value that indicates SwiftUI doesn't interpolate image data.
    case none
    /// A value that indicates a low level of interpolation quality.
    case low
    /// A value that indicates a medium level of interpolation quality.
    case medium
    /// A value that indicates a high level of interpolation quality.
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

  /// The orientation of an image.
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    /// A value that indicates the original pixel data matches the image's intended display
    /// orientation.
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
    /// Restrict the image content dynamic range to the standard range.
    public static let standard = DynamicRange(name: "standard")
    /// Allow image content to use some extended range.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// Allow image content to use an unrestricted extended range.
    public static let high = DynamicRange(name: "high")
    /// The range as Swift source.
    public var description: String { ".\(name)" }
  }

  /// Sets the mode by which SwiftUI resizes an image to fit its space (the resizing mode and
  /// cap insets are recorded alongside).
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  )
    -> Image
  {
    let image = resizable()
    guard capInsets != EdgeInsets() || resizingMode != .stretch else { return image }
    return image.withDrawing(".resizable(capInsets: \(capInsets), resizingMode: \(resizingMode))")
  }

  /// Specifies the current level of quality for rendering an image that requires
  /// interpolation (recorded: a terminal does not scale pixels).
  public func interpolation(_ interpolation: Image.Interpolation) -> Image {
    withDrawing(".interpolation(\(interpolation))")
  }

  /// Specifies whether SwiftUI applies antialiasing when rendering the image (recorded).
  public func antialiased(_ isAntialiased: Bool) -> Image {
    withDrawing(".antialiased(\(isAntialiased))")
  }

  /// Sets the dynamic range the image may use (recorded).
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image {
    withDrawing(".allowedDynamicRange(\(range.map(\.description) ?? "nil"))")
  }

  /// Sets the rendering mode for symbol images within this view (recorded).
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

  /// Creates a system symbol image with a variable value from 0 to 1 (recorded).
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

  /// Creates an unlabeled, decorative image from an app resource, with a variable value.
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

  /// Creates an unlabeled, decorative image from a Core Graphics image.
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
    self.init(bitmap: cgImage)
  }
}
