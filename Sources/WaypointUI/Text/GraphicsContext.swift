import Foundation

/// The drawing destination of a `Canvas`: its state (opacity, blend mode, transform, clip) and
/// the drawing operations it was given, kept in order as Swift source for renderers and tests.
///
/// Waypoint does not rasterize; a context records what was drawn where, as a log.
public struct GraphicsContext {
  /// What a context and the layers made from it share: the environment and the drawing log.
  final class Storage: @unchecked Sendable {
    let environment: EnvironmentValues
    private let lock = NSLock()
    private var log: [String] = []
    private var commands: [DrawingCommand] = []
    private var texts: [Text] = []
    private var symbolSizes: [String: CGSize] = [:]

    init(environment: EnvironmentValues, symbols: [String: CGSize]) {
      self.environment = environment
      self.symbolSizes = symbols
    }

    func record(_ operation: String) {
      lock.lock()
      log.append(operation)
      lock.unlock()
    }

    var operations: [String] {
      lock.lock()
      defer { lock.unlock() }
      return log
    }

    func record(_ command: DrawingCommand) {
      lock.lock()
      commands.append(command)
      lock.unlock()
    }

    var drawing: Drawing {
      lock.lock()
      defer { lock.unlock() }
      var drawing = Drawing()
      drawing.commands = commands
      return drawing
    }

    /// Keeps a text that was drawn, which a canvas shows.
    func recordText(_ text: Text) {
      lock.lock()
      texts.append(text)
      lock.unlock()
    }

    var drawnTexts: [Text] {
      lock.lock()
      defer { lock.unlock() }
      return texts
    }

    func symbolSize(for id: String) -> CGSize? {
      lock.lock()
      defer { lock.unlock() }
      return symbolSizes[id]
    }
  }

  var storage: Storage

  /// The opacity of what is drawn next, from 0 to 1.
  public var opacity: Double = 1
  /// How what is drawn next blends with what is already drawn.
  public var blendMode: BlendMode = .normal
  /// The transform from the coordinates drawing uses to the canvas's.
  public var transform: CGAffineTransform = .identity
  /// The clip, in the canvas's coordinates.
  private var clip: CGRect
  /// The paths drawing is clipped to, in the canvas's coordinates.
  private var clipPaths: [Path] = []

  /// A context for a canvas of `size`, in `environment`, whose symbols (views a canvas draws by
  /// tag, as the tree prints it) have `symbols` sizes.
  init(
    size: CGSize, environment: EnvironmentValues = EnvironmentValues(),
    symbols: [String: CGSize] = [:]
  ) {
    storage = Storage(environment: environment, symbols: symbols)
    clip = CGRect(origin: .zero, size: size)
  }

  /// The drawing operations given to this context and its layers, in order, as Swift source.
  var operations: [String] { storage.operations }

  /// What this context and its layers drew, for a renderer to paint.
  var drawing: Drawing { storage.drawing }

  /// The texts drawn in this context and its layers, in order.
  var drawnTexts: [Text] { storage.drawnTexts }

  /// The environment of the canvas.
  public var environment: EnvironmentValues { storage.environment }

  /// The bounds of the clip, in the coordinates drawing uses.
  public var clipBoundingRect: CGRect {
    guard let inverse = transform.invertedIfPossible else { return .zero }
    return clip.boundsApplying(inverse)
  }

  /// Records `operation` with the state it is drawn in.
  func record(_ operation: String) {
    var state: [String] = []
    if opacity != 1 { state.append("opacity: \(Font.number(opacity))") }
    if blendMode != .normal { state.append("blendMode: \(blendMode)") }
    if transform != .identity { state.append("transform: \(transform.source)") }
    storage.record(state.isEmpty ? operation : "\(operation) [\(state.joined(separator: ", "))]")
  }

  /// Keeps `kind` with the state it is drawn in, for renderers.
  func draw(_ kind: DrawingCommand.Kind) {
    // The view modifiers' blend modes have the same names; the Core Graphics ones they lack
    // (the Porter-Duff operators) draw normally.
    let mode = WaypointRuntime.BlendMode(rawValue: String(blendMode.description.dropFirst()))
    storage.record(
      DrawingCommand(
        kind, transform: transform, opacity: opacity, blendMode: mode ?? .normal,
        clips: clipPaths))
  }

  /// Scales what is drawn next by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0))
  }

  /// Moves what is drawn next by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y))
  }

  /// Rotates what is drawn next by `angle`.
  public mutating func rotate(by angle: Angle) {
    let (sine, cosine) = (CGFloat(sin(angle.radians)), CGFloat(cos(angle.radians)))
    concatenate(CGAffineTransform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0))
  }

  /// Applies `matrix` to what is drawn next, before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.then(transform)
  }

  /// Options of a clip.
  @frozen public struct ClipOptions: OptionSet, Sendable {
    /// See `OptionSet`.
    public let rawValue: UInt32
    /// Creates options from their raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clip to the outside of the shape instead of its inside.
    public static var inverse: ClipOptions { ClipOptions(rawValue: 1 << 0) }
  }

  /// Clips what is drawn next to `path` (an inverse clip is recorded, not applied; paths here
  /// keep no bounds, so `clipBoundingRect` stays the canvas's).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    record("clip(to: path\(options.contains(.inverse) ? ", options: .inverse" : ""))")
    if options.contains(.inverse) {
      draw(.recorded("clip(to: path, options: .inverse)"))
    } else {
      clipPaths.append(path.applying(transform))
    }
  }

  /// Clips what is drawn next to what `content` draws into a layer, at `opacity`.
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    record("clipToLayer(opacity: \(Font.number(opacity)))")
    var layer = self
    try content(&layer)
    record("endClipToLayer")
  }

  /// Draws what `content` draws into a new layer, then the layer into this context.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    record("drawLayer")
    var layer = self
    try content(&layer)
    record("endLayer")
  }

  /// Applies `filter` to what is drawn next.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    record("addFilter(\(filter))")
    draw(.recorded("addFilter(\(filter))"))
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record("fill(path, with: \(shading))")
    if let paint = shading.paint {
      draw(.fill(path, paint, eoFill: style.isEOFilled))
    } else {
      draw(.recorded("fill(path, with: \(shading))"))
    }
  }

  /// Strokes `path` with `shading` in `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record("stroke(path, with: \(shading), lineWidth: \(Font.number(style.lineWidth)))")
    if let paint = shading.paint {
      draw(.stroke(path, paint, style))
    } else {
      draw(.recorded("stroke(path, with: \(shading))"))
    }
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }
}

extension GraphicsContext: Sendable {}

extension CGAffineTransform {
  /// This transform followed by `other`.
  func then(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The transform that undoes this one, if it can be undone.
  var invertedIfPossible: CGAffineTransform? {
    let determinant = a * d - b * c
    guard determinant != 0 else { return nil }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }

  /// The transform as Swift source.
  var source: String {
    let entries = [a, b, c, d, tx, ty].map { Font.number($0) }
    return "CGAffineTransform(a: \(entries[0]), b: \(entries[1]), c: \(entries[2]), "
      + "d: \(entries[3]), tx: \(entries[4]), ty: \(entries[5]))"
  }
}

extension CGRect {
  /// The bounds of this rectangle moved by `transform`.
  func boundsApplying(_ transform: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { point in
      CGPoint(
        x: transform.a * point.x + transform.c * point.y + transform.tx,
        y: transform.b * point.x + transform.d * point.y + transform.ty)
    }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
