/// What choosing a button does after its action in a menu, an alert or a dialog: close it (and,
/// in a dismissal confirmation, a destructive choice also dismisses what it confirms).
struct ChoiceDismissal {
  let close: @MainActor (ButtonRole?) -> Void

  init(close: @escaping @MainActor (ButtonRole?) -> Void) {
    self.close = close
  }

  init(close: @escaping @MainActor () -> Void) {
    self.close = { _ in close() }
  }

  @MainActor func callAsFunction(role: ButtonRole?) { close(role) }
}

extension EnvironmentValues {
  /// Closes the menu, alert or dialog a button is in, once the button has acted.
  var closesOnChoice: ChoiceDismissal? {
    get { self[ChoiceDismissalKey.self] }
    set { self[ChoiceDismissalKey.self] = newValue }
  }
}

private enum ChoiceDismissalKey: EnvironmentKey {
  static var defaultValue: ChoiceDismissal? { nil }
}
