extension EnvironmentValues {
  /// Whether the app can show several windows at once: true for an app, whose declared scenes
  /// the host can open side by side; false for a single view hosted on its own.
  public var supportsMultipleWindows: Bool { isInAppScene }

  /// Whether the views are in a scene of an app, which can open the app's other scenes (set by
  /// the scene root).
  var isInAppScene: Bool {
    get { self[IsInAppSceneKey.self] }
    set { self[IsInAppSceneKey.self] = newValue }
  }

  /// Whether the scene's content is being captured (recorded or mirrored); false unless a host
  /// says so.
  public var isSceneCaptured: Bool {
    get { self[IsSceneCapturedKey.self] }
    set { self[IsSceneCapturedKey.self] = newValue }
  }

  /// Whether the app can show scenes on another device (false: Waypoint has no remote
  /// scenes).
  @available(macOS 26.0, visionOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, *)
  public var supportsRemoteScenes: Bool { self[SupportsRemoteScenesKey.self] }
}

private enum IsInAppSceneKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum IsSceneCapturedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum SupportsRemoteScenesKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
