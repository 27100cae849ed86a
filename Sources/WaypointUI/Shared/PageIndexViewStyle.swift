import Foundation

/// The `.page` style for `indexViewStyle(_:)`, which would draw a paged tab view's dots; it is
/// only recorded, by its description, as Waypoint's tab views show no dots.
public struct PageIndexViewStyle: Sendable, CustomStringConvertible {
  /// When the dots would get a backing plate; kept only for the recorded description.
  public struct BackgroundDisplayMode: Sendable, Equatable, CustomStringConvertible {
    let name: String
    /// Recorded as `.automatic`: whatever the platform would choose.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Recorded as `.interactive`: a plate only while the dots are being used.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Recorded as `.always`: a plate behind the dots at all times.
    public static let always = BackgroundDisplayMode(name: "always")
    /// Recorded as `.never`: bare dots, no plate.
    public static let never = BackgroundDisplayMode(name: "never")
    /// The mode as Swift source.
    public var description: String { ".\(name)" }
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// The `.page` index style with the given plate mode, recorded as written.
  public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }

  /// The style as Swift source.
  public var description: String { ".page(backgroundDisplayMode: \(backgroundDisplayMode))" }
}
