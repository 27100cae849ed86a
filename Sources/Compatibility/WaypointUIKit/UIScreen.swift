import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// The screen the app shows on, as UIKit describes it: the running host's scene, in points.
  @preconcurrency @MainActor
  public final class UIScreen {
    /// The screen of the running host (the scene's size as the host gives it: a terminal's
    /// window, a browser's viewport, 393 × 852 in a test or with no host).
    public static let main = UIScreen()

    private init() {}

    /// The scene's bounds in points, at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: HostContext.environment.sceneSize) }

    /// The bounds in pixels, upright: the points times the scale, the shorter side first.
    public var nativeBounds: CGRect {
      let size = bounds.size
      let scale = self.scale
      return CGRect(
        x: 0, y: 0, width: min(size.width, size.height) * scale,
        height: max(size.width, size.height) * scale)
    }

    /// Pixels per point: the host's display scale.
    public var scale: CGFloat { HostContext.environment.displayScale }

    /// Pixels per point of the physical screen: the same as `scale` here.
    public var nativeScale: CGFloat { scale }

    /// The brightness the app set, from 0 to 1 (0.5 until set); recorded, not applied: a
    /// terminal or a browser tab cannot change a display's backlight.
    public var brightness: CGFloat {
      get { storedBrightness }
      set { storedBrightness = min(1, max(0, newValue)) }
    }
    private var storedBrightness: CGFloat = 0.5

    /// The screen's traits (appearance, size classes, text size, scale).
    public var traitCollection: UITraitCollection { UITraitCollection.current }

    /// Frames per second the screen can show: 60.
    public var maximumFramesPerSecond: Int { 60 }
  }
#endif
