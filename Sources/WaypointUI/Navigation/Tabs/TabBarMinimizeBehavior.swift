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
