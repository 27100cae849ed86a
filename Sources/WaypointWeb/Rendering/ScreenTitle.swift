import WaypointUI

/// The title a page shows outside the drawing: a screen's accessible name, as the navigation
/// state reads it.
enum ScreenTitle {
  /// The title of a screen's navigation bar, if it has one.
  static func title(of screen: Element) -> String? {
    NavigationState.title(of: screen).flatMap { $0.isEmpty ? nil : $0 }
  }
}
