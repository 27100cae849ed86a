import Foundation

extension Text {
  /// Where a line of text too long for its space is cut, shown by an ellipsis.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start: "…end of text".
    case head
    /// At the end: "Start of t…".
    case tail
    /// In the middle: "Start…text".
    case middle
  }

  /// A case text is shown in, whatever case it is written in.
  public enum Case: Hashable, Sendable {
    /// All capitals.
    case uppercase
    /// All lowercase.
    case lowercase
  }

  /// How a line under or through text is drawn: a pattern and a color.
  public struct LineStyle: Hashable, Sendable, CustomStringConvertible {
    /// Solid, dotted, dashed and so on: how the stroke is broken up.
    let pattern: Pattern
    /// The color of the line; the text's color when nil.
    let color: Color?

    /// A line of `pattern`, in `color` (the text's color when nil).
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A pattern a line is drawn in.
    public struct Pattern: Hashable, Sendable, CustomStringConvertible {
      let name: String
      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// A dotted line.
      public static let dot = Pattern(name: "dot")
      /// A dashed line.
      public static let dash = Pattern(name: "dash")
      /// A line of dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// A line of dashes and pairs of dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")

      /// The pattern as Swift source: `.dash`.
      public var description: String { ".\(name)" }
    }

    /// A single solid line in the text's color.
    public static let single = LineStyle()

    /// The style as Swift source: `.single`, `.init(pattern: .dash, color: .red)`.
    public var description: String {
      if self == .single { return ".single" }
      var arguments: [String] = []
      if pattern != .solid { arguments.append("pattern: \(pattern)") }
      if let color { arguments.append("color: \(color)") }
      return ".init(\(arguments.joined(separator: ", ")))"
    }

    /// The arguments of `underline`/`strikethrough` that make this style.
    var modifierArguments: String {
      var arguments: [String] = []
      if pattern != .solid { arguments.append("pattern: \(pattern)") }
      if let color { arguments.append("color: \(color)") }
      return arguments.joined(separator: ", ")
    }
  }

  /// The size of text relative to the text around it.
  public struct Scale: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The size of the text around it.
    public static let `default` = Scale(name: "default")
    /// Smaller than the text around it, for secondary text.
    public static let secondary = Scale(name: "secondary")

    /// The scale as Swift source: `.secondary`.
    public var description: String { ".\(name)" }
  }

  /// How lines of text line up: by the layout's direction, or by the text's writing direction.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public struct AlignmentStrategy: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Leading is the leading edge of the layout.
    public static let layoutBased = AlignmentStrategy(name: "layoutBased")
    /// Leading is where the text's writing direction starts.
    public static let writingDirectionBased = AlignmentStrategy(name: "writingDirectionBased")
    /// The system's choice.
    public static let `default` = AlignmentStrategy(name: "default")

    /// The strategy as Swift source.
    public var description: String { ".\(name)" }
  }

  /// How the writing direction of text is chosen: by the layout, or by the text itself.
  @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
  public struct WritingDirectionStrategy: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// The layout's direction.
    public static let layoutBased = WritingDirectionStrategy(name: "layoutBased")
    /// The direction of the text's first strong character.
    public static let contentBased = WritingDirectionStrategy(name: "contentBased")
    /// The system's choice.
    public static let `default` = WritingDirectionStrategy(name: "default")

    /// The strategy as Swift source.
    public var description: String { ".\(name)" }
  }
}

extension TextAlignment {
  /// Every alignment: leading, center, trailing.
  public static let allCases: [TextAlignment] = [.leading, .center, .trailing]
}
