/// What choosing a button does after its action in a menu, an alert or a dialog: close it.
struct ChoiceDismissal {
  let close: @MainActor () -> Void
  @MainActor func callAsFunction() { close() }
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
