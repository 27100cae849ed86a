extension Element {
  /// A screen's navigation bar, when it has one.
  public var navigationBar: Element? {
    children.first { if case .navigationBar = $0.role { true } else { false } }
  }

  /// The back button of a screen (in its navigation bar) or of a navigation bar.
  public var backButton: Element? {
    if case .screen = role { return navigationBar?.backButton }
    return children.first { if case .backButton = $0.role { true } else { false } }
  }
}

extension Element {
  /// What activating the element does, as Return, a click or a tap by label does it: a tap, else
  /// a flip of a toggle, else the selection of a row; nil when it has none of these.
  public var primaryAction: ElementAction? {
    if actions.contains(.tap) { return .tap }
    if actions.contains(.toggle) { return .toggle }
    if actions.contains(.select) { return .select }
    return nil
  }
}
