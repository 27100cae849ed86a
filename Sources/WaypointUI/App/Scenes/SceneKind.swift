/// What kind of scene a declaration is: which scenes open at launch, and which `openWindow`
/// reaches.
enum SceneKind: Equatable {
  /// `WindowGroup`: any number of windows.
  case windowGroup
  /// `Window`: one window at most.
  case window
  /// `UtilityWindow`: one window at most, opened only on request.
  case utilityWindow
  /// `DocumentGroup`: a window per document.
  case documentGroup
  /// `DocumentGroupLaunchScene`: what a document app shows before a document is open.
  case documentLaunch
  /// `Settings`: declared and kept, never opened (no app menu on Linux).
  case settings
  /// `MenuBarExtra`: declared and kept, never opened (no menu bar on Linux).
  case menuBarExtra

  /// Whether the scene can be the one that opens at launch.
  var opensAtLaunch: Bool {
    switch self {
    case .windowGroup, .window, .documentGroup, .documentLaunch: true
    case .utilityWindow, .settings, .menuBarExtra: false
    }
  }

  /// Whether `openWindow(id:)` opens it.
  var opensByID: Bool {
    switch self {
    case .windowGroup, .window, .utilityWindow: true
    case .documentGroup, .documentLaunch, .settings, .menuBarExtra: false
    }
  }

  /// Whether it shows one window at most: opening it again leaves the open one.
  var isSingleWindow: Bool {
    self == .window || self == .utilityWindow || self == .documentLaunch
  }
}

extension SceneDeclarations {
  /// The scene that opens at launch: a document app's launch scene, else the first scene that
  /// can open at launch.
  static func launching(in found: [SceneDeclaration]) -> SceneDeclaration? {
    found.first { $0.kind == .documentLaunch } ?? found.first { $0.kind.opensAtLaunch }
  }
}
