/// One scene an app's body declares: its identity, its title and the view it shows.
struct SceneDeclaration {
  /// A `WindowGroup`'s `id`, else its position among the app's scenes.
  let id: String
  let title: String?
  let content: AnyView
}

/// Finds the scenes an app's body declares, in order.
@MainActor
enum SceneDeclarations {
  static func collect<S: Scene>(in scene: S) -> [SceneDeclaration] {
    var found: [SceneDeclaration] = []
    collect(scene, into: &found)
    return found
  }

  private static func collect<S: Scene>(_ scene: S, into found: inout [SceneDeclaration]) {
    if let window = scene as? any WindowContentProviding {
      let position = found.count
      found.append(
        SceneDeclaration(
          id: window.sceneID ?? "\(position)", title: window.sceneTitle,
          content: window.windowContent))
      return
    }
    if let list = scene as? any SceneListProviding {
      for child in list.childScenes { collectOpened(child, into: &found) }
      return
    }
    if S.Body.self == Never.self { return }
    collect(scene.body, into: &found)
  }

  private static func collectOpened(_ scene: any Scene, into found: inout [SceneDeclaration]) {
    collect(scene, into: &found)
  }
}

@MainActor
protocol WindowContentProviding {
  var sceneID: String? { get }
  var sceneTitle: String? { get }
  var windowContent: AnyView { get }
}

@MainActor
protocol SceneListProviding {
  var childScenes: [any Scene] { get }
}

extension WindowGroup: WindowContentProviding {
  var sceneID: String? { id }
  var sceneTitle: String? { title }
  var windowContent: AnyView { AnyView(content) }
}

extension TupleScene: SceneListProviding {
  var childScenes: [any Scene] { scenes(value) }
}

extension Optional: SceneListProviding where Wrapped: Scene {
  var childScenes: [any Scene] { map { [$0] } ?? [] }
}
