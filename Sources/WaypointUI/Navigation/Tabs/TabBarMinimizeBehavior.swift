/// When a tab bar minimizes as content scrolls (iPhone only).
public struct TabBarMinimizeBehavior: Hashable, Sendable, CustomStringConvertible {
  let name: String

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
  var minimizes: Bool { self == .onScrollDown || self == .onScrollUp }
}

extension View {
  /// Sets when the tab bars of tab views inside minimize as their content scrolls; it takes
  /// effect only on a tab bar at compact width.
  nonisolated public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior)
    -> some View
  {
    environment(\.tabBarMinimizeBehavior, behavior)
  }
}

extension EnvironmentValues {
  /// When tab bars inside minimize.
  var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
    get { self[MinimizeBehaviorKey.self] }
    set { self[MinimizeBehaviorKey.self] = newValue }
  }
}

private enum MinimizeBehaviorKey: EnvironmentKey {
  static var defaultValue: TabBarMinimizeBehavior { .automatic }
}
