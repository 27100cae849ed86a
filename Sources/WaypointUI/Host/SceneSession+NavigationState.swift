extension SceneSession {
  /// Where the user is in this scene, as of the last update: its containers, its presented
  /// layers, the screen in front and what follows from them.
  public var navigationState: NavigationState {
    NavigationState(
      elements: elements, reachable: reachableElements, navigationAddress: navigationAddress)
  }
}
