import Foundation

/// The preferred spacing around a view: the distance it wants to its neighbours along each
/// edge, 8 points by default as on Apple's platforms.
public struct ViewSpacing: Sendable, Equatable {
  var edges: [CGFloat]

  /// No gap wanted on any edge; what a spacer asks for.
  public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

  init(edges: [CGFloat]) { self.edges = edges }

  /// The standard gap of 8 points on every edge, which every other view asks for.
  public init() { self.init(edges: [8, 8, 8, 8]) }

  /// Raises each edge in `edges` to `other`'s value there when that is larger.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      let index = Int(edge.rawValue)
      self.edges[index] = max(self.edges[index], other.edges[index])
    }
  }

  /// A copy whose edges in `edges` take the larger of the two values; the rest stay as here.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// The gap a stack leaves between this view and `next` along `axis`: the larger of the two
  /// edges that face each other.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    switch axis {
    case .horizontal:
      max(edges[Int(Edge.trailing.rawValue)], next.edges[Int(Edge.leading.rawValue)])
    case .vertical:
      max(edges[Int(Edge.bottom.rawValue)], next.edges[Int(Edge.top.rawValue)])
    }
  }
}

/// What a ``Layout`` tells the pass about itself, through its static `layoutProperties`.
public struct LayoutProperties: Sendable {
  /// No stack axis: what a layout that does not declare properties reports.
  public init() {}
  /// The axis the layout stacks along, if it stacks; spacers and dividers among its children
  /// stretch along it. Nil otherwise.
  public var stackOrientation: Axis?
}
