import Foundation

/// How a scene is restored when the app launches again.
public struct SceneRestorationBehavior: Sendable, CustomStringConvertible {
  let name: String

  /// The system decides: the scene's `@SceneStorage` is saved and restored.
  public static let automatic = SceneRestorationBehavior(name: "automatic")

  /// The behavior as Swift source (`.automatic`).
  public var description: String { ".\(name)" }
}

extension Scene {
  /// The store `@AppStorage` in the scene's views uses when it names none.
  nonisolated public func defaultAppStorage(_ store: UserDefaults) -> some Scene {
    DeclarationModifiedScene(content: self, change: .defaultAppStorage(store))
  }

  /// Sets how the scene is restored when the app launches again (recorded on the scene's
  /// content: `.automatic`, the only behavior on iOS, is what Waypoint does).
  nonisolated public func restorationBehavior(_ behavior: SceneRestorationBehavior)
    -> some Scene
  {
    DeclarationModifiedScene(
      content: self, change: .recorded(".restorationBehavior(\(behavior))"))
  }

  /// Names the external events (URLs, activities) this scene is created for (recorded on the
  /// scene's content: every URL and activity goes to the first scene here).
  nonisolated public func handlesExternalEvents(matching conditions: Set<String>)
    -> some Scene
  {
    DeclarationModifiedScene(
      content: self,
      change: .recorded(".handlesExternalEvents(matching: \(ExternalEvents.source(conditions)))"))
  }
}

extension View {
  /// Names the external events this view's scene prefers and allows (recorded: every URL and
  /// activity goes to the first scene here).
  nonisolated public func handlesExternalEvents(
    preferring: Set<String>, allowing: Set<String>
  ) -> some View {
    recorded(
      ".handlesExternalEvents(preferring: \(ExternalEvents.source(preferring)), "
        + "allowing: \(ExternalEvents.source(allowing)))")
  }
}

/// External-event conditions as Swift source.
enum ExternalEvents {
  /// A set of strings as a sorted array literal (`["a", "b"]`).
  static func source(_ conditions: Set<String>) -> String {
    "[" + conditions.sorted().map { String(reflecting: $0) }.joined(separator: ", ") + "]"
  }
}

/// A scene whose declared windows are changed: their content given a default store, or a
/// modifier recorded on it.
struct DeclarationModifiedScene<Content: Scene> {
  /// What changes about each window.
  enum Change {
    case defaultAppStorage(UserDefaults)
    case recorded(String)
  }

  let content: Content
  let change: Change
}

extension DeclarationModifiedScene: Scene {
  /// The scene it changes.
  var body: Never { primitiveBody(Self.self) }
}

/// A scene that changes the windows its content declares.
@MainActor
protocol SceneDeclarationModifying {
  var modifiedScene: any Scene { get }
  func modify(_ declaration: inout SceneDeclaration)
}

extension DeclarationModifiedScene: SceneDeclarationModifying {
  var modifiedScene: any Scene { content }

  func modify(_ declaration: inout SceneDeclaration) {
    switch change {
    case .defaultAppStorage(let store):
      declaration.content = AnyView(declaration.content.defaultAppStorage(store))
    case .recorded(let source):
      declaration.content = AnyView(declaration.content.recorded(source))
    }
  }
}
