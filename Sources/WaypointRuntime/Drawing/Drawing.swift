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
    /// The canvas's symbol view tagged `tag` (as the tree prints the tag), drawn in `rect`.
    case symbol(String, in: CGRect)
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
  private let draw: @MainActor (CGSize, [String: CGSize]) -> Drawing
  private var last: (size: CGSize, symbols: [String: CGSize], drawing: Drawing)?
  /// What it draws, as the tree prints it.
  public let description: String

  /// A record of `draw`, which draws at a size; `description` is what the tree prints.
  package convenience init(description: String, draw: @escaping @MainActor (CGSize) -> Drawing) {
    self.init(description: description) { size, _ in draw(size) }
  }

  /// A record of `draw`, which draws at a size with the sizes of the symbol views it may
  /// draw, by tag (`Canvas(renderer:symbols:)`).
  package init(
    description: String, draw: @escaping @MainActor (CGSize, [String: CGSize]) -> Drawing
  ) {
    self.description = description
    self.draw = draw
  }

  /// The drawing at `size`, its symbol views of `symbols` sizes by tag, drawn again only when
  /// either changed.
  @MainActor public func drawing(in size: CGSize, symbols: [String: CGSize] = [:]) -> Drawing {
    if let last, last.size == size, last.symbols == symbols { return last.drawing }
    let drawing = draw(size, symbols)
    last = (size, symbols, drawing)
    return drawing
  }

  /// Whether both are the same record.
  public static func == (lhs: DrawingRecord, rhs: DrawingRecord) -> Bool { lhs === rhs }
}

extension Element {
  /// A canvas's symbol views by tag: each descendant (not inside another) that carries a tag.
  public var canvasSymbols: [String: Element] {
    var found: [String: Element] = [:]
    func visit(_ element: Element) {
      for child in element.children {
        if let tag = child.attributes.lazy.compactMap({ attribute -> String? in
          if case .tag(let tag) = attribute { tag } else { nil }
        }).first {
          if found[tag] == nil { found[tag] = child }
        } else {
          visit(child)
        }
      }
    }
    visit(self)
    return found
  }

  /// The sizes of a canvas's symbol views, by tag, where the layout pass placed them.
  public var canvasSymbolSizes: [String: CGSize] {
    canvasSymbols.compactMapValues { $0.frame?.size }
  }
}
