import Foundation

/// An immediate-mode drawing destination, as `Canvas` gives its renderer. Waypoint cannot
/// rasterize, so each drawing call is kept, as Swift source, in the log that the context and
/// all its copies share; texts drawn are kept so the canvas can show them.
public struct GraphicsContext {
  final class Log {
    var operations: [String] = []
    var texts: [Text] = []
  }

  let log: Log

  /// The opacity of drawing operations in the context.
  public var opacity: Double = 1
  /// The blend mode used by drawing operations in the context.
  public var blendMode: GraphicsContext.BlendMode = .normal
  /// The environment associated with the graphics context.
  public var environment: EnvironmentValues
  /// The current transform matrix, defining user space coordinates.
  public var transform: CGAffineTransform = .identity
  /// The bounding rectangle of the intersection of all current clip shapes, in user space.
  public private(set) var clipBoundingRect: CGRect

  init(size: CGSize, environment: EnvironmentValues) {
    log = Log()
    self.environment = environment
    clipBoundingRect = CGRect(origin: .zero, size: size)
  }

  /// The operations drawn so far in this context and its copies.
  var operations: [String] { log.operations }

  private func record(_ operation: String) {
    var text = operation
    if opacity != 1 { text += " opacity \(opacity)" }
    log.operations.append(text)
  }

  /// The ways that a graphics context combines new content with background content.
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    /// The mode's raw value.
    public let rawValue: Int32
    /// Creates a blend mode from its raw value.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    /// Draws new content over the background.
    public static var normal: BlendMode { BlendMode(rawValue: 0) }
    /// Multiplies new content with the background.
    public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    /// Screens new content with the background.
    public static var screen: BlendMode { BlendMode(rawValue: 2) }
    /// Multiplies or screens depending on the background.
    public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    /// Clears where new content is drawn.
    public static var clear: BlendMode { BlendMode(rawValue: 16) }
    /// Copies new content over the background.
    public static var copy: BlendMode { BlendMode(rawValue: 17) }
  }

  /// Options that affect the use of clip shapes.
  public struct ClipOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// An option to invert the shape or layer alpha as the clip mask.
    public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
  }

  /// A color or pattern that you can use to outline or fill a path.
  public struct Shading: Sendable, CustomStringConvertible {
    /// The shading as Swift source.
    public let description: String
    /// A shading instance that draws a copy of the current background.
    public static var backdrop: Shading { Shading(description: ".backdrop") }
    /// A shading instance that fills with the foreground style from the environment.
    public static var foreground: Shading { Shading(description: ".foreground") }
    /// Returns a shading instance that fills with a color.
    public static func color(_ color: Color) -> Shading { Shading(description: ".color(\(color))") }
    /// Returns a shading instance that fills with the given shape style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(description: ".style(\(AnyShapeStyle(style)))")
    }
    /// Returns a shading instance that fills with a linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint)
      -> Shading
    {
      Shading(description: ".linearGradient(\(gradient))")
    }
  }

  /// Scales subsequent drawing operations by an amount in each dimension.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(scaleX: x, y: y))
  }

  /// Moves subsequent drawing operations by an amount in each dimension.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Rotates subsequent drawing operations by an angle.
  public mutating func rotate(by angle: Angle) {
    concatenate(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
  }

  /// Appends the given transform to the context's existing transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    let t = transform
    transform = CGAffineTransform(
      a: matrix.a * t.a + matrix.b * t.c, b: matrix.a * t.b + matrix.b * t.d,
      c: matrix.c * t.a + matrix.d * t.c, d: matrix.c * t.b + matrix.d * t.d,
      tx: matrix.tx * t.a + matrix.ty * t.c + t.tx, ty: matrix.tx * t.b + matrix.ty * t.d + t.ty)
  }

  /// Adds a path to the context's array of clip shapes, narrowing its clip bounds.
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    if !options.contains(.inverse) {
      clipBoundingRect = clipBoundingRect.intersection(path.applying(transform).boundingRect)
    }
    record("clip(to: \(path))")
  }

  /// Draws a new layer, created by drawing code that you provide, into the context.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Draws a path into the context and fills the outlined region.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record("fill(\(path.applying(transform)), with: \(shading))")
  }

  /// Draws a path into the context with a specified stroke style.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record(
      "stroke(\(path.applying(transform)), with: \(shading), lineWidth: \(Font.number(style.lineWidth)))"
    )
  }

  /// Draws a path into the context with a specified line width.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// A text view prepared for drawing into the context.
  public struct ResolvedText {
    let text: Text
    /// The shading used to draw the text.
    public var shading: Shading = .foreground
  }

  /// Gets a version of a text view that's fixed with the current values of the context's
  /// environment.
  public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }

  /// Draws resolved text into the context, in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }

  /// Draws resolved text into the context, aligned to `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(text.text, at: point, anchor: anchor)
  }

  /// Draws text into the context, in `rect`.
  public func draw(_ text: Text, in rect: CGRect) {
    log.texts.append(text)
    record("draw(Text(\(text.plainText.debugDescription)))")
  }

  /// Draws text into the context, aligned to `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    log.texts.append(text)
    record("draw(Text(\(text.plainText.debugDescription)))")
  }

  /// An image prepared for drawing into the context.
  public struct ResolvedImage {
    let image: Image
    /// The shading used to draw a template image.
    public var shading: Shading?
  }

  /// Gets a version of an image that's fixed with the current values of the context's
  /// environment.
  public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }

  /// Draws a resolved image into the context, in `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(image.image, in: rect, style: style)
  }

  /// Draws a resolved image into the context, aligned to `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(image.image, at: point, anchor: anchor)
  }

  /// Draws an image into the context, in `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    record("draw(Image(\(image.name)))")
  }

  /// Draws an image into the context, aligned to `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    record("draw(Image(\(image.name)))")
  }
}
