import Foundation

/// Identifies your own alignment guide: pass the type to `HorizontalAlignment(_:)` or
/// `VerticalAlignment(_:)`, then line views up on it with `.alignmentGuide`.
public protocol AlignmentID {
  /// Where the guide falls in a view that sets no `.alignmentGuide` for it, from the view's
  /// size and other guides in `context`.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}
