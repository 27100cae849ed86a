import Foundation

/// An index view style that places a page index view over its content: the dots of a paged
/// tab view. Kept as a value for `indexViewStyle(_:)`; Waypoint's tab views show no dots.
public struct PageIndexViewStyle: Sendable, CustomStringConvertible {
  /// The background style for the page index view.
  public struct BackgroundDisplayMode: Sendable, Equatable, CustomStringConvertible {
    let name: String
    /// Background will use the default for the platform.
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    /// Background is only shown while the index view is interacted with.
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    /// Background is always displayed behind the page index view.
    public static let always = BackgroundDisplayMode(name: "always")
    /// Background is never displayed behind the page index view.
    public static let never = BackgroundDisplayMode(name: "never")
    /// The mode as Swift source.
    public var description: String { ".\(name)" }
  }

  let backgroundDisplayMode: BackgroundDisplayMode

  /// Creates a page index view style.
  public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }

  /// The style as Swift source.
  public var description: String { ".page(backgroundDisplayMode: \(backgroundDisplayMode))" }
}
