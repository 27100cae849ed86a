import Foundation

/// What a `Canvas` drew, in its own coordinates (points from its top-left corner): commands in
/// the order drawn, each with the transform, opacity, blend mode and clips in force, for a
/// renderer to paint.
public struct Drawing: Equatable, Sendable {
  /// The commands, in the order drawn.
  public var commands: [DrawingCommand] = []

  /// An empty drawing.
  public init() {}
}

/// One thing drawn into a canvas, and the state it was drawn in.
public struct DrawingCommand: Equatable, Sendable {
  /// What is drawn.
  public enum Kind: Equatable, Sendable {
    /// A path filled with a paint, by the even-odd rule when `eoFill`.
    case fill(Path, DrawingPaint, eoFill: Bool)
    /// A path's outline in a paint.
    case stroke(Path, DrawingPaint, StrokeStyle)
    /// A line of text with its anchor (a unit point of its bounds) at `point`.
    case text(String, font: Font?, at: CGPoint, anchor: UnitPoint, paint: DrawingPaint?)
    /// An image drawn to fill `rect`.
    case image(ImageName, in: CGRect)
    /// Something a renderer cannot paint (a filter, a view of the canvas's symbols), as Swift
    /// source.
    case recorded(String)
  }

  /// What is drawn.
  public var kind: Kind
  /// The transform from the command's coordinates to the canvas's.
  public var transform: CGAffineTransform
  /// The opacity it is drawn with, 0 to 1.
  public var opacity: Double
  /// How it combines with what is drawn below it.
  public var blendMode: BlendMode
  /// The paths it is clipped to, in the canvas's coordinates, all of them.
  public var clips: [Path]

  /// A command drawn in `transform`, `opacity`, `blendMode` and `clips`.
  public init(
    _ kind: Kind, transform: CGAffineTransform = .identity, opacity: Double = 1,
    blendMode: BlendMode = .normal, clips: [Path] = []
  ) {
    self.kind = kind
    self.transform = transform
    self.opacity = opacity
    self.blendMode = blendMode
    self.clips = clips
  }
}

/// How a drawn path or text is coloured.
public enum DrawingPaint: Equatable, Sendable {
  /// One colour.
  case color(Color)
  /// The environment's foreground style.
  case foreground
  /// A gradient along the line from `start` to `end`, in the canvas's coordinates.
  case linearGradient(Gradient, start: CGPoint, end: CGPoint)
  /// A gradient in circles around `center`, from `startRadius` to `endRadius`.
  case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
}

/// A view's drawing code, kept on its element so that a renderer can run it at the size the
/// layout pass gave the view: a `Canvas`'s renderer. Equal only to itself.
public final class DrawingRecord: @unchecked Sendable, Equatable, CustomStringConvertible {
  private let draw: @MainActor (CGSize) -> Drawing
  private var last: (size: CGSize, drawing: Drawing)?
  /// What it draws, as the tree prints it.
  public let description: String

  /// A record of `draw`, which draws at a size; `description` is what the tree prints.
  package init(description: String, draw: @escaping @MainActor (CGSize) -> Drawing) {
    self.description = description
    self.draw = draw
  }

  /// The drawing at `size`, drawn again only when the size changed.
  @MainActor public func drawing(in size: CGSize) -> Drawing {
    if let last, last.size == size { return last.drawing }
    let drawing = draw(size)
    last = (size, drawing)
    return drawing
  }

  /// Whether both are the same record.
  public static func == (lhs: DrawingRecord, rhs: DrawingRecord) -> Bool { lhs === rhs }
}
