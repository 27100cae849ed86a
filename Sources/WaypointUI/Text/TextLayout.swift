import Foundation

/// A value a `Text` carries for a `TextRenderer` to read from its layout's runs.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TextAttribute: Hashable {}

extension Text {
  /// Attaches `value` to the text for a text renderer (recorded: the runs of a layout here do
  /// not carry it).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
    recorded(".customAttribute(\(String(describing: value)))")
  }

  /// The lines a text is laid out in, as a text renderer draws them. Waypoint lays text out in
  /// character cells: one line per line of the text, one run per line, one glyph per character.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public struct Layout: RandomAccessCollection, Equatable {
    let lines: [Line]

    /// The layout of `text`.
    init(_ text: String) {
      var offset = 0
      var lines: [Line] = []
      for (row, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      {
        let run = Run(text: String(line), start: offset)
        lines.append(Line(origin: CGPoint(x: 0, y: CGFloat(row) + 0.8), runs: [run]))
        offset += line.count + 1
      }
      self.lines = lines
    }

    /// Whether the text was cut short; never here, as the layout holds every line.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    public var isTruncated: Bool { false }

    /// The first line's index.
    public var startIndex: Int { 0 }
    /// One past the last line's index.
    public var endIndex: Int { lines.count }
    /// The line at `index`.
    public subscript(index: Int) -> Line { lines[index] }

    /// The position of a character in the text.
    @frozen public struct CharacterIndex: Comparable, Hashable, Strideable, Sendable {
      /// The character's offset from the start of the text.
      var value: Int

      /// Whether `lhs` comes before `rhs`.
      public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool {
        lhs.value < rhs.value
      }

      /// The index `n` characters on.
      public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(value: value + n) }

      /// The number of characters to `other`.
      public func distance(to other: CharacterIndex) -> Int { other.value - value }
    }

    /// The extent of a line, run or slice: its origin on the baseline, width, and the heights
    /// above (ascent) and below (descent) the baseline, in character cells.
    @frozen public struct TypographicBounds: Equatable, Sendable {
      /// The origin, on the baseline.
      public var origin: CGPoint
      /// The width.
      public var width: CGFloat
      /// The height above the baseline.
      public var ascent: CGFloat
      /// The height below the baseline.
      public var descent: CGFloat
      /// The space below the descent, before the next line.
      public var leading: CGFloat

      /// Empty bounds at the origin.
      public init() {
        origin = .zero
        (width, ascent, descent, leading) = (0, 0, 0, 0)
      }

      init(origin: CGPoint, width: CGFloat) {
        self.init()
        self.origin = origin
        self.width = width
        (ascent, descent) = (0.8, 0.2)
      }

      /// The rectangle the bounds cover.
      public var rect: CGRect {
        CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
      }
    }

    /// One line of the layout.
    public struct Line: RandomAccessCollection, Equatable {
      /// Where the line's baseline starts.
      public var origin: CGPoint
      let runs: [Run]

      init(origin: CGPoint, runs: [Run]) {
        self.origin = origin
        self.runs = runs
      }

      /// The line's characters, its runs joined.
      var text: String { runs.map(\.text).joined() }

      /// The first run's index.
      public var startIndex: Int { 0 }
      /// One past the last run's index.
      public var endIndex: Int { runs.count }
      /// The run at `index`.
      public subscript(index: Int) -> Run { runs[index] }

      /// The line's box from its baseline origin: one unit of width per character, ascent 0.8
      /// and descent 0.2.
      public var typographicBounds: TypographicBounds {
        TypographicBounds(origin: origin, width: CGFloat(text.count))
      }
    }

    /// A run of glyphs with the same attributes; a glyph is a character here.
    public struct Run: RandomAccessCollection, Equatable {
      /// The characters of the run.
      let text: String
      /// The offset of the run's first character in the text.
      let start: Int

      /// The first glyph's index.
      public var startIndex: Int { 0 }
      /// One past the last glyph's index.
      public var endIndex: Int { text.count }
      /// The glyph at `index`, as a slice.
      public subscript(index: Int) -> RunSlice { self[index..<index + 1] }
      /// The glyphs in `bounds`, as a slice.
      public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }

      /// The run's value of a custom attribute; nil, as custom attributes are recorded on the
      /// text and not carried into its layout here.
      public subscript<T: TextAttribute>(key: T.Type) -> T? { nil }

      /// The direction the run is laid out in.
      public var layoutDirection: LayoutDirection { .leftToRight }

      /// The extent of the run.
      public var typographicBounds: TypographicBounds {
        TypographicBounds(origin: .zero, width: CGFloat(text.count))
      }

      /// The index in the text of each glyph's character.
      public var characterIndices: [CharacterIndex] {
        (0..<text.count).map { CharacterIndex(value: start + $0) }
      }
    }

    /// A range of the glyphs of a run.
    public struct RunSlice: RandomAccessCollection, Equatable {
      /// The run the glyphs are in.
      public var run: Run
      /// The glyphs' indices in the run.
      public var indices: Range<Int>

      /// The glyphs of `run` in `indices`.
      public init(run: Run, indices: Range<Int>) {
        self.run = run
        self.indices = indices
      }

      /// The characters of the slice.
      var text: String {
        let lower = Swift.max(0, Swift.min(indices.lowerBound, run.text.count))
        let upper = Swift.max(lower, Swift.min(indices.upperBound, run.text.count))
        return String(run.text.dropFirst(lower).prefix(upper - lower))
      }

      /// The first glyph's index in the run.
      public var startIndex: Int { indices.lowerBound }
      /// One past the last glyph's index in the run.
      public var endIndex: Int { indices.upperBound }
      /// The glyph at `index`, as a slice.
      public subscript(index: Int) -> RunSlice { self[index..<index + 1] }
      /// The glyphs in `bounds`, as a slice.
      public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }
      /// The run's value of a custom attribute.
      public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }

      /// The extent of the slice.
      public var typographicBounds: TypographicBounds {
        TypographicBounds(
          origin: CGPoint(x: CGFloat(indices.lowerBound), y: 0), width: CGFloat(text.count))
      }

      /// The index in the text of each glyph's character.
      public var characterIndices: [CharacterIndex] {
        indices.map { CharacterIndex(value: run.start + $0) }
      }
    }

    /// Options of drawing a layout.
    @frozen public struct DrawingOptions: OptionSet, Sendable {
      /// See `OptionSet`.
      public let rawValue: UInt32
      /// Creates options from their raw value.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// Draws glyphs at exact, unrounded positions.
      public static var disablesSubpixelQuantization: DrawingOptions {
        DrawingOptions(rawValue: 1 << 0)
      }
    }
  }
}

/// A value that draws text itself, from its layout, in place of the text's own drawing.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol TextRenderer {
  /// Draws `layout` into `ctx`.
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
  /// The size the text takes for `proposal`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// The room the renderer draws outside the text's bounds.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  var displayPadding: EdgeInsets { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TextRenderer {
  /// The text's own size for `proposal`.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    text.sizeThatFits(proposal)
  }

  /// No room outside the text's bounds.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` sizes, which measures itself in points, in the body font, with the
/// headless hosts' estimated metrics.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TextProxy {
  let text: Text

  /// The size the text takes for `proposal`: its lines, wrapped to the width offered.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    GraphicsContext.ResolvedText(
      text: text, shading: .foreground, font: .body, metrics: EstimatedTextMetrics()
    ).measure(
      in: CGSize(width: proposal.width ?? .infinity, height: proposal.height ?? .infinity))
  }
}

extension View {
  /// Draws the text in this view with `renderer` (recorded: Waypoint draws text itself).
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
    recorded(".textRenderer(\(T.self))")
  }
}
