import Foundation

/// What a layout learns when it measures a child: its size, and where each alignment guide
/// falls, in points from the child's top-leading corner.
public struct ViewDimensions: Equatable {
  package let size: CGSize
  package var horizontalGuides: [HorizontalAlignment: CGFloat] = [:]
  package var verticalGuides: [VerticalAlignment: CGFloat] = [:]
  /// The view's own layout's explicit guides (`Layout.explicitAlignment`), asked when a guide
  /// has no value set by a modifier.
  package var layoutHorizontalGuide: (@Sendable (HorizontalAlignment) -> CGFloat?)?
  package var layoutVerticalGuide: (@Sendable (VerticalAlignment) -> CGFloat?)?
  /// Where the view's first and last lines of text sit, when it shows text: the text baseline
  /// guides' defaults (else its bottom edge), worked out only when asked.
  package var textBaselines: (@Sendable () -> (first: CGFloat, last: CGFloat)?)?

  package init(size: CGSize) { self.size = size }

  /// Dimensions are equal when their sizes and the guides set on them are.
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
    lhs.size == rhs.size && lhs.horizontalGuides == rhs.horizontalGuides
      && lhs.verticalGuides == rhs.verticalGuides
  }

  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  /// The x of `guide`: an `.alignmentGuide` value or the view's layout's if there is one, else
  /// the guide's default (0 for leading, the width for trailing, half of it otherwise).
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    if let value = self[explicit: guide] { return value }
    if let id = guide.id { return id.type.defaultValue(in: self) }
    switch guide {
    case .leading, .listRowSeparatorLeading: return 0
    case .trailing, .listRowSeparatorTrailing: return width
    default: return width / 2
    }
  }

  /// The y of `guide`: a set value if there is one, else its default (0 for top, the height for
  /// bottom, the text lines' baselines for the baseline guides, half of it otherwise).
  public subscript(guide: VerticalAlignment) -> CGFloat {
    if let value = self[explicit: guide] { return value }
    if let id = guide.id { return id.type.defaultValue(in: self) }
    switch guide {
    case .top: return 0
    case .firstTextBaseline: return textBaselines?()?.first ?? height
    case .lastTextBaseline: return textBaselines?()?.last ?? height
    case .bottom: return height
    default: return height / 2
    }
  }

  /// The x of `guide` only if something set it: an `.alignmentGuide`, or the view's own layout.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    horizontalGuides[guide] ?? layoutHorizontalGuide?(guide)
  }

  /// The y of `guide` only if something set it: an `.alignmentGuide`, or the view's own layout.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    verticalGuides[guide] ?? layoutVerticalGuide?(guide)
  }
}
