extension SceneSession {
  /// Where the user is in this scene, as of the last update: its containers, its presented
  /// layers, the screen in front and what follows from them. Kept from one reading to the next
  /// at the cost of what changed in between.
  public var navigationState: NavigationState {
    let all = elements
    return navigationKeeper.state(
      elements: all,
      reachableStart: ModalLayering.topmostModalLayer(in: all)?.position ?? 0,
      navigationAddress: navigationAddress?.absoluteString)
  }

  /// How many times the user has been somewhere else at a reading of the navigation state: on
  /// another screen, tab or selected row (a title that changes does not count). A renderer that
  /// reads the state after each update compares it to see whether the user navigated.
  package var navigationPlaceChanges: Int {
    _ = navigationState
    return navigationKeeper.placeChanges
  }

  /// The element of the screen in front, for a driver acting on it (its back button).
  package var frontScreenElement: Element? {
    _ = navigationState
    return navigationKeeper.frontScreenElement
  }

  /// The front-most tab bar, for a driver selecting a tab.
  package var frontTabBar: Element? {
    _ = navigationState
    return navigationKeeper.frontTabBar
  }
}
