import Foundation

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
  package let size: CGSize
  package var horizontalGuides: [HorizontalAlignment: CGFloat] = [:]
  package var verticalGuides: [VerticalAlignment: CGFloat] = [:]

  package init(size: CGSize) { self.size = size }

  /// The view's width.
  public var width: CGFloat { size.width }
  /// The view's height.
  public var height: CGFloat { size.height }

  /// Gets the value of the given horizontal guide: its explicit value, else its default.
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    if let value = horizontalGuides[guide] { return value }
    if let id = guide.id { return id.type.defaultValue(in: self) }
    switch guide {
    case .leading, .listRowSeparatorLeading: return 0
    case .trailing, .listRowSeparatorTrailing: return width
    default: return width / 2
    }
  }

  /// Gets the value of the given vertical guide: its explicit value, else its default.
  public subscript(guide: VerticalAlignment) -> CGFloat {
    if let value = verticalGuides[guide] { return value }
    if let id = guide.id { return id.type.defaultValue(in: self) }
    switch guide {
    case .top: return 0
    case .bottom, .firstTextBaseline, .lastTextBaseline: return height
    default: return height / 2
    }
  }

  /// Gets the explicit value of the given horizontal guide, nil when none was set.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { horizontalGuides[guide] }

  /// Gets the explicit value of the given vertical guide, nil when none was set.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { verticalGuides[guide] }
}
