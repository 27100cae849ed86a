/// Ends what presents the view that reads it: it pops a pushed screen (and any above it) or closes
/// a presented layer such as a sheet; outside both it does nothing.
public struct DismissAction: Sendable {
  let action: (@MainActor @Sendable () -> Void)?

  /// Runs the dismissal; nothing happens when the view is neither pushed nor presented.
  @MainActor
  public func callAsFunction() {
    action?()
  }
}

extension EnvironmentValues {
  /// Pops the screen of a view pushed on a stack, or closes the layer presenting the view; a no-op
  /// elsewhere.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// True inside a pushed screen or a presented layer (a sheet, a popover), where `dismiss` has
  /// something to end.
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
