import Foundation
import WaypointUI

extension ViewHost {
  /// The text of what the host shows (see docs/TextSnapshots.md), leaving out what `options`
  /// says: only what is on screen, no modifiers, a depth.
  public func render(_ options: TextSnapshot.Options) -> String {
    if options.showsFrames { layOut() }
    return TextSnapshot.render(tree, options: options)
  }

  /// Lays out the scene at its size (`ViewRuntime.layOut(_:)`), if it changed since the last
  /// pass, so that every element on screen has its `frame`.
  public func layOut() {
    if let scene { runtime.layOut(scene) }
  }

  /// The frame, in the scene's points, of the view that `.accessibilityIdentifier(identifier)`
  /// was applied to (modifiers applied after it are outside it), if one is on screen.
  public func frame(identifiedBy identifier: String) -> CGRect? {
    element(identifiedBy: identifier)?.frame(ofIdentifier: identifier)
  }
}
