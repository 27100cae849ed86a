import Waypoint

/// Lays its subviews out like words in a paragraph: left to right at their own sizes, a new
/// row where the next would pass the trailing edge. The rows it chose are kept in its cache.
struct ChipFlow: Layout {
  var spacing: CGFloat = 8

  struct Cache {
    /// The width the rows were made for, and each subview's origin in them.
    var width: CGFloat?
    var origins: [CGPoint] = []
    var size: CGSize = .zero
  }

  func makeCache(subviews: Subviews) -> Cache { Cache() }

  func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = Cache() }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    arrange(subviews, width: proposal.width ?? .infinity, cache: &cache)
    return cache.size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    arrange(subviews, width: bounds.width, cache: &cache)
    for (subview, origin) in zip(subviews, cache.origins) {
      subview.place(
        at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
    }
  }

  /// Fills rows up to `width`, unless the cache holds rows for that width already.
  private func arrange(_ subviews: Subviews, width: CGFloat, cache: inout Cache) {
    guard cache.width != width else { return }
    var origins: [CGPoint] = []
    var x: CGFloat = 0
    var y: CGFloat = 0
    var rowHeight: CGFloat = 0
    var widest: CGFloat = 0
    for subview in subviews {
      let size = subview.sizeThatFits(.unspecified)
      if x > 0, x + size.width > width {
        x = 0
        y += rowHeight + spacing
        rowHeight = 0
      }
      origins.append(CGPoint(x: x, y: y))
      widest = max(widest, x + size.width)
      rowHeight = max(rowHeight, size.height)
      x += size.width + spacing
    }
    cache = Cache(
      width: width, origins: origins, size: CGSize(width: widest, height: y + rowHeight))
  }
}
