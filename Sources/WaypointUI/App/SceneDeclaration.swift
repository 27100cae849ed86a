/// One scene an app's body declares: its identity, its title and the view it shows.
struct SceneDeclaration {
  /// A `WindowGroup`'s `id`, else its place in the body's structure (`"0"`, `"2.1"`), which an
  /// `if` around another scene does not shift.
  let id: String
  let title: String?
  var content: AnyView
  /// The URL schemes declared around it (`urlSchemes(_:)`): links the app opens itself.
  var urlSchemes: [String] = []
  /// The web links declared around it (`universalLinks(domain:file:appID:)`).
  var universalLinks: [UniversalLinkClaim] = []
}

/// Finds the scenes an app's body declares, in order.
@MainActor
enum SceneDeclarations {
  static func collect<S: Scene>(in scene: S) -> [SceneDeclaration] {
    var found: [SceneDeclaration] = []
    collect(scene, at: [], into: &found)
    return found
  }

  private static func collect<S: Scene>(
    _ scene: S, at place: [Int], into found: inout [SceneDeclaration]
  ) {
    if let window = scene as? any WindowContentProviding {
      let position = place.isEmpty ? "0" : place.map(String.init).joined(separator: ".")
      found.append(
        SceneDeclaration(
          id: window.sceneID ?? position, title: window.sceneTitle, content: window.windowContent))
      return
    }
    if let declaring = scene as? any AppLinksDeclaring {
      let start = found.count
      collectOpened(declaring.declaringContent, at: place, into: &found)
      for index in start..<found.count {
        found[index].urlSchemes += declaring.declaredSchemes
        found[index].universalLinks += declaring.declaredUniversalLinks
      }
      return
    }
    if let modifying = scene as? any SceneDeclarationModifying {
      let start = found.count
      collectOpened(modifying.modifiedScene, at: place, into: &found)
      for index in start..<found.count { modifying.modify(&found[index]) }
      return
    }
    if let optional = scene as? any OptionalSceneProviding {
      if let wrapped = optional.wrappedScene { collectOpened(wrapped, at: place, into: &found) }
      return
    }
    if let list = scene as? any SceneListProviding {
      for (index, child) in list.childScenes.enumerated() {
        collectOpened(child, at: place + [index], into: &found)
      }
      return
    }
    if S.Body.self == Never.self { return }
    collect(scene.body, at: place, into: &found)
  }

  private static func collectOpened(
    _ scene: any Scene, at place: [Int], into found: inout [SceneDeclaration]
  ) {
    collect(scene, at: place, into: &found)
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

@MainActor
protocol OptionalSceneProviding {
  var wrappedScene: (any Scene)? { get }
}

extension Optional: OptionalSceneProviding where Wrapped: Scene {
  var wrappedScene: (any Scene)? { map { $0 } }
}
