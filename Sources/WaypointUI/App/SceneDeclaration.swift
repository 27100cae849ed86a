import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

/// One scene an app's body declares: its identity, its title and the view it shows.
struct SceneDeclaration {
  /// A `WindowGroup`'s `id`, else its place in the body's structure (`"0"`, `"2.1"`), which an
  /// `if` around another scene does not shift.
  let id: String
  let title: String?
  var content: AnyView
  /// What kind of scene it is: whether it opens at launch and how `openWindow` reaches it.
  var kind: SceneKind = .windowGroup
  /// The type of value its windows present (`WindowGroup(for:)`, matched by
  /// `openWindow(value:)`), or of the documents they edit (`DocumentGroup`).
  var presentedType: ObjectIdentifier? = nil
  /// Reads a document for its windows from a file (a `DocumentGroup`'s), given the file's type.
  var documentReader: ((FileWrapper, UTType) throws -> Any)? = nil
  /// Scene modifiers no renderer here acts on (`.defaultSize(…)`, `.commands { … }`), as the
  /// Swift source that applied them; its scene element carries them.
  var recorded: [String] = []
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
      found.append(window.declaration(at: position))
      return
    }
    if let modifying = scene as? any SceneModifying {
      let start = found.count
      collectOpened(modifying.modifiedScene, at: place, into: &found)
      for index in start..<found.count { modifying.modify(&found[index]) }
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

/// A scene that declares windows itself (`WindowGroup`, `Window`, `DocumentGroup`, …).
@MainActor
protocol WindowContentProviding {
  /// The declaration of its windows, at `position` in the app's body.
  func declaration(at position: String) -> SceneDeclaration
}

/// A scene that changes what the scenes inside it declare (a scene modifier, a `Group`).
@MainActor
protocol SceneModifying {
  /// The scene it changes.
  var modifiedScene: any Scene { get }
  /// Changes one declaration found in `modifiedScene`.
  func modify(_ declaration: inout SceneDeclaration)
}

@MainActor
protocol SceneListProviding {
  var childScenes: [any Scene] { get }
}

extension WindowGroup: WindowContentProviding {
  func declaration(at position: String) -> SceneDeclaration {
    SceneDeclaration(
      id: id ?? position, title: title, content: AnyView(content),
      presentedType: (Content.self as? any PresentedWindowContentProviding.Type)?.presentedType)
  }
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
