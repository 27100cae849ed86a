import Foundation

/// The safe area around the views being placed, in the scene's coordinates: `safe`, where
/// content belongs, inside `outer`, the region that views ignoring the safe area may reach (the
/// scene, a bar's screen, a view carrying a `safeAreaInset`). What lies between them is covered:
/// by the device, a navigation bar, a tab bar or an inset view.
struct SafeArea: Equatable {
  var outer: CGRect
  var safe: CGRect

  /// A scene of `bounds` whose edges are covered by `insets`.
  init(bounds: CGRect, insets: EdgeInsets) {
    outer = bounds
    safe = CGRect(
      x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
      width: max(0, bounds.width - insets.leading - insets.trailing),
      height: max(0, bounds.height - insets.top - insets.bottom))
  }

  /// How near a frame's edge must come to the safe area's edge to touch it: rounding apart.
  private static let touching: CGFloat = 0.001

  /// How `frame` sits in the safe area: how much of it each covered edge covers, and how far
  /// the covered region reaches past each of its edges that touches the safe area's edge.
  func fit(of frame: CGRect) -> SafeAreaFit {
    let covered = EdgeInsets(
      top: min(frame.height, max(0, safe.minY - frame.minY)),
      leading: min(frame.width, max(0, safe.minX - frame.minX)),
      bottom: min(frame.height, max(0, frame.maxY - safe.maxY)),
      trailing: min(frame.width, max(0, frame.maxX - safe.maxX)))
    // A view reaches into the covered region only from an edge on or past the safe edge.
    let t = SafeArea.touching
    let reach = EdgeInsets(
      top: frame.minY <= safe.minY + t ? max(0, frame.minY - outer.minY) : 0,
      leading: frame.minX <= safe.minX + t ? max(0, frame.minX - outer.minX) : 0,
      bottom: frame.maxY >= safe.maxY - t ? max(0, outer.maxY - frame.maxY) : 0,
      trailing: frame.maxX >= safe.maxX - t ? max(0, outer.maxX - frame.maxX) : 0)
    return SafeAreaFit(covered: covered, reach: reach)
  }

  /// `frame` grown along `edges` as far as the covered region reaches past it.
  func expanding(_ frame: CGRect, along edges: Edge.Set) -> CGRect {
    guard !edges.isEmpty else { return frame }
    let reach = fit(of: frame).reach
    let top = edges.contains(.top) ? reach.top : 0
    let leading = edges.contains(.leading) ? reach.leading : 0
    let bottom = edges.contains(.bottom) ? reach.bottom : 0
    let trailing = edges.contains(.trailing) ? reach.trailing : 0
    return CGRect(
      x: frame.minX - leading, y: frame.minY - top, width: frame.width + leading + trailing,
      height: frame.height + top + bottom)
  }

  /// The safe area for what a view at `bounds` places in `region`, the rest of `bounds` being
  /// covered (a bar, an inset view): the region's edges are safe edges, and the covered part
  /// is what a view ignoring the safe area reaches into — as far as the area already covered
  /// along an edge where `bounds` reached it.
  func covering(_ bounds: CGRect, except region: CGRect) -> SafeArea {
    let t = SafeArea.touching
    let outerMinX = bounds.minX <= safe.minX + t ? outer.minX : bounds.minX
    let outerMinY = bounds.minY <= safe.minY + t ? outer.minY : bounds.minY
    let outerMaxX = bounds.maxX >= safe.maxX - t ? outer.maxX : bounds.maxX
    let outerMaxY = bounds.maxY >= safe.maxY - t ? outer.maxY : bounds.maxY
    let minX = max(safe.minX, region.minX)
    let minY = max(safe.minY, region.minY)
    let maxX = max(minX, min(safe.maxX, region.maxX))
    let maxY = max(minY, min(safe.maxY, region.maxY))
    var result = self
    result.outer = CGRect(
      x: outerMinX, y: outerMinY, width: outerMaxX - outerMinX, height: outerMaxY - outerMinY)
    result.safe = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    return result
  }
}

/// How a view's frame sits in the safe area, per edge: the part of it covered, and how far the
/// covered region reaches past an edge it touches. A placement kept from the last pass is
/// valid only with the same fit.
package struct SafeAreaFit: Equatable, Sendable {
  /// How much of the frame each covered edge covers: `GeometryProxy.safeAreaInsets`.
  package var covered: EdgeInsets
  /// How far a view ignoring the safe area grows past each edge.
  package var reach: EdgeInsets

  /// A frame nothing covers, that reaches no covered region.
  package static let none = SafeAreaFit(covered: EdgeInsets(), reach: EdgeInsets())
}
