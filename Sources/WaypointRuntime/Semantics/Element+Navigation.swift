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
