import Foundation

/// An `.alignmentGuide(_:computeValue:)`: which guide of the view it sets and how to compute it
/// from the view's dimensions, for the stacks that align by that guide.
///
/// Equal only to itself: the closure may capture values that change, so a view evaluated again
/// is laid out again.
public final class AlignmentGuideRecord: Sendable, Equatable, CustomStringConvertible {
  private enum Guide {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
  }

  private let guide: Guide
  private let compute: @Sendable (ViewDimensions) -> CGFloat

  package init(
    _ guide: HorizontalAlignment, compute: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) {
    self.guide = .horizontal(guide)
    self.compute = compute
  }

  package init(_ guide: VerticalAlignment, compute: @escaping @Sendable (ViewDimensions) -> CGFloat)
  {
    self.guide = .vertical(guide)
    self.compute = compute
  }

  /// Sets the guide in `dimensions` to its computed value, which sees the guides set before it.
  func apply(to dimensions: inout ViewDimensions) {
    let value = compute(dimensions)
    switch guide {
    case .horizontal(let guide): dimensions.horizontalGuides[guide] = value
    case .vertical(let guide): dimensions.verticalGuides[guide] = value
    }
  }

  /// The modifier as Swift source: `.alignmentGuide(.leading)`.
  public var description: String {
    switch guide {
    case .horizontal(let guide): ".alignmentGuide(\(guide))"
    case .vertical(let guide): ".alignmentGuide(\(guide))"
    }
  }

  /// The same modifier application.
  public static func == (lhs: AlignmentGuideRecord, rhs: AlignmentGuideRecord) -> Bool {
    lhs === rhs
  }
}
