import WaypointUI

extension ViewHost {
  /// The text of what the host shows (see docs/TextSnapshots.md), leaving out what `options`
  /// says: only what is on screen, no modifiers, a depth.
  public func render(_ options: TextSnapshot.Options) -> String {
    TextSnapshot.render(tree, options: options)
  }
}
