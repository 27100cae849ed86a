import Foundation
import WaypointCore

extension View {
  /// Sets the width of the inspector column this view is in, within limits (recorded: the
  /// terminal sizes its inspector panel in columns itself).
  nonisolated public func inspectorColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    let bound = { (value: CGFloat?) in value.map { Font.number($0) } ?? "nil" }
    return recorded(
      ".inspectorColumnWidth(min: \(bound(min)), ideal: \(Font.number(ideal)), max: \(bound(max)))"
    )
  }

  /// Sets the fixed width of the inspector column this view is in (recorded: the terminal sizes
  /// its inspector panel in columns itself).
  nonisolated public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    recorded(".inspectorColumnWidth(\(Font.number(width)))")
  }
}
