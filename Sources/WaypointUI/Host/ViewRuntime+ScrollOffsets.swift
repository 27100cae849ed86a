import Foundation

/// `ScrollViewProxy.scrollTo` in the layout: the scroll view holding the target moves its
/// content, and the frames inside it move with it.
extension ViewRuntime {
  /// Acts on the newest `scrollTo` request the last pass over `scene` met: scrolls the content of
  /// the scroll view nearest its target so that the target sits at the anchor, or only just in
  /// view without one, as far as the content goes. Returns whether an offset changed, so that
  /// the scene is laid out again.
  func scrollToRequested(in scene: SceneSession) -> Bool {
    let layout = scene.layout
    let pending = layout.scrollRequests.filter { $0.serial > layout.handledScrollSerial }
    guard let request = pending.max(by: { $0.serial < $1.serial }) else { return false }
    layout.handledScrollSerial = request.serial
    guard let targetID = request.target, let target = element(withID: targetID)?.frame else {
      return false
    }
    var ancestor = parent(of: targetID)
    while let candidate = ancestor, !Self.scrollsContent(candidate) {
      ancestor = parent(of: candidate.id)
    }
    guard let scroll = ancestor, let viewport = scroll.contentFrame else { return false }
    // Where the target and the content are with the content not scrolled.
    let current = scroll.contentOffset
    let item = target.offsetBy(dx: current.x, dy: current.y)
    let content = scroll.contentChildren.compactMap(\.frame).reduce(CGRect.null) { $0.union($1) }
      .offsetBy(dx: current.x, dy: current.y)
    guard !content.isNull else { return false }
    let axes: Axis.Set = if case .scroll(let axes) = scroll.role { axes } else { .vertical }
    var offset = current
    if axes.contains(.vertical) {
      offset.y = Self.offset(
        item: item.minY - viewport.minY, length: item.height, viewport: viewport.height,
        content: content.maxY - viewport.minY, current: current.y, anchor: request.anchor?.y)
    }
    if axes.contains(.horizontal) {
      offset.x = Self.offset(
        item: item.minX - viewport.minX, length: item.width, viewport: viewport.width,
        content: content.maxX - viewport.minX, current: current.x, anchor: request.anchor?.x)
    }
    guard offset != current else { return false }
    layout.scroll(scroll.id, to: offset)
    // The scroll view and everything holding it place their content again.
    var holder: Element? = scroll
    while let element = holder {
      element.forgetPlacement()
      holder = parent(of: element.id)
    }
    return true
  }

  /// The offset along one axis that puts an item `item` points into the content (and `length`
  /// long) at `anchor` of the viewport, or, without an anchor, scrolls as little as shows it;
  /// never before the content's start or past its end.
  static func offset(
    item: CGFloat, length: CGFloat, viewport: CGFloat, content: CGFloat, current: CGFloat,
    anchor: CGFloat?
  ) -> CGFloat {
    let wanted: CGFloat
    if let anchor {
      wanted = item - anchor * (viewport - length)
    } else if item < current {
      wanted = item
    } else if item + length > current + viewport {
      wanted = item + length - viewport
    } else {
      wanted = current
    }
    return min(max(0, wanted), max(0, content - viewport))
  }

  private static func scrollsContent(_ element: Element) -> Bool {
    switch element.role {
    case .scroll, .list: true
    default: false
    }
  }
}
