import WaypointUI

/// A presented layer as a test sees it: its kind, and its title or the title of the screen it
/// shows.
public struct PresentedLayer: Equatable, Sendable, CustomStringConvertible {
  /// Which presentation made it (`.sheet`, `.fullScreenCover`, …).
  public let kind: LayerKind
  /// An alert's or a dialog's title, else the navigation title of its top screen, if any.
  public let title: String?

  /// Describes a presented layer.
  public init(kind: LayerKind, title: String?) {
    self.kind = kind
    self.title = title
  }

  /// `sheet "Plan Meal"`.
  public var description: String {
    kind.rawValue + (title.map { " \($0.debugDescription)" } ?? "")
  }
}
