import Foundation

/// The preferred spacing around a view: the distance it wants to its neighbours along each
/// edge, 8 points by default as on Apple's platforms.
public struct ViewSpacing: Sendable, Equatable {
  var edges: [CGFloat]

  /// A view spacing instance that contains zero on all edges.
  public static let zero = ViewSpacing(edges: [0, 0, 0, 0])

  init(edges: [CGFloat]) { self.edges = edges }

  /// Initializes an instance with default spacing values.
  public init() { self.init(edges: [8, 8, 8, 8]) }

  /// Merges the spacing preferences of another spacing instance with this instance for a
  /// specified set of edges, keeping the larger value on each.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      let index = Int(edge.rawValue)
      self.edges[index] = max(self.edges[index], other.edges[index])
    }
  }

  /// Gets a new value that merges the spacing preferences of another spacing instance with
  /// this instance for a specified set of edges.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }

  /// Gets the preferred spacing distance along the specified axis to the view that returns a
  /// specified spacing preference: the larger of the two facing edges' values.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    switch axis {
    case .horizontal:
      max(edges[Int(Edge.trailing.rawValue)], next.edges[Int(Edge.leading.rawValue)])
    case .vertical:
      max(edges[Int(Edge.bottom.rawValue)], next.edges[Int(Edge.top.rawValue)])
    }
  }
}

/// Layout-specific properties of a layout container.
public struct LayoutProperties: Sendable {
  /// Creates a default set of properties.
  public init() {}
  /// The orientation of the containing stack-like container, if any.
  public var stackOrientation: Axis?
}
