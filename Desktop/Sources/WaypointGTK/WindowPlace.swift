import CGTK
import Foundation
import Waypoint

/// The window's size, kept with the scene (`SceneSession.rendererState`) so that the next
/// launch opens a window as large as the user left it, as GNOME apps do.
struct WindowPlace: Codable, Equatable {
  /// The window's size, in points.
  var width: Double
  var height: Double

  /// The size the scene was saved with, if it was; nil for a state this renderer did not write.
  @MainActor
  static func saved(in scene: SceneSession?) -> WindowPlace? {
    guard let data = scene?.rendererState else { return nil }
    guard let place = try? JSONDecoder().decode(WindowPlace.self, from: data),
      place.width >= 100, place.height >= 100, place.width <= 20_000, place.height <= 20_000
    else { return nil }
    return place
  }

  /// Keeps this size with the scene, saved when the scene is.
  @MainActor
  func save(in scene: SceneSession?) {
    scene?.rendererState = try? JSONEncoder().encode(self)
  }
}
