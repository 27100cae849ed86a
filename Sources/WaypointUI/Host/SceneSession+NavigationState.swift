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
  public var navigationPlaceChanges: Int {
    _ = navigationState
    return navigationKeeper.placeChanges
  }

  /// The element of the navigation state's front screen (`navigationState.frontScreen`), for a
  /// renderer drawing its bar or acting on it.
  public var frontScreenElement: Element? {
    _ = navigationState
    return navigationKeeper.frontScreenElement
  }

  /// The tab bar of the front-most tab view the user can reach, for a renderer selecting a tab.
  public var frontTabBar: Element? {
    _ = navigationState
    return navigationKeeper.frontTabBar
  }

  /// What going back taps: the back button of the navigation state's front screen, nil at the
  /// root of its stack. The one rule every renderer and the driver follow for "back".
  public var backButton: Element? { frontScreenElement?.backButton }
}
