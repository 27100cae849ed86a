extension ScenePhase {
  /// Orders phases by how present a scene is: background, then inactive, then active.
  public static func < (a: ScenePhase, b: ScenePhase) -> Bool {
    a.rank < b.rank
  }

  private var rank: Int {
    switch self {
    case .background: 0
    case .inactive: 1
    case .active: 2
    }
  }
}
