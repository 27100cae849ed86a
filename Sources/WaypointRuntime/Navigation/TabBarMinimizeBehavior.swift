/// When a tab bar minimizes as content scrolls (iPhone only).
public struct TabBarMinimizeBehavior: Hashable, Sendable, CustomStringConvertible {
  package let name: String

  /// The system decides; on iPhone, it does not minimize.
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  /// Minimizes when the content scrolls down.
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  /// Minimizes when the content scrolls up.
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
  /// Never minimizes.
  public static let never = TabBarMinimizeBehavior(name: "never")

  /// The behavior as Swift source: `.onScrollDown`.
  public var description: String { "." + name }

  /// Whether the behavior minimizes at all.
  package var minimizes: Bool { self == .onScrollDown || self == .onScrollUp }
}
