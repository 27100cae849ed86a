/// An action that dismisses a presentation: for a view pushed on a navigation stack, it pops
/// that view (and any above it); elsewhere it does nothing.
public struct DismissAction: Sendable {
  let action: (@MainActor @Sendable () -> Void)?

  /// Dismisses the view if it is currently presented.
  @MainActor
  public func callAsFunction() {
    action?()
  }
}

extension EnvironmentValues {
  /// A dismiss action that dismisses the current presentation (pops the screen, for a pushed
  /// view).
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// A Boolean value that indicates whether the view associated with this environment is
  /// currently presented (pushed on a stack, or shown in a sheet).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(action: nil) }
}

private enum IsPresentedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
