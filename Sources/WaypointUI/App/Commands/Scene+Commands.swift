extension Scene {
  /// Adds commands to the app's menus while this scene is active (recorded on the scene's
  /// windows as `.commands { … }`: no menu bar on Linux).
  nonisolated public func commands<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    CommandsScene(content: self, commands: content(), modifier: "commands")
  }

  /// Replaces the system's commands with `content` while this scene is active (recorded on the
  /// scene's windows: no menu bar on Linux).
  nonisolated public func commandsReplaced<Content: Commands>(
    @CommandsBuilder content: () -> Content
  ) -> some Scene {
    CommandsScene(content: self, commands: content(), modifier: "commandsReplaced")
  }

  /// Removes the system's commands while this scene is active (recorded on the scene's
  /// windows: no menu bar on Linux).
  nonisolated public func commandsRemoved() -> some Scene {
    recorded(".commandsRemoved()")
  }
}

/// A scene with commands, recorded on its windows' elements as the Swift source that added
/// them.
struct CommandsScene<Content: Scene, C: Commands> {
  let content: Content
  let commands: C
  /// `commands` or `commandsReplaced`.
  let modifier: String
}

extension CommandsScene: Scene {
  var body: Never { primitiveBody(Self.self) }
}

extension CommandsScene: SceneModifying {
  var modifiedScene: any Scene { content }
  func modify(_ declaration: inout SceneDeclaration) {
    let parts = CommandsSource.of(commands)
    declaration.recorded.append(
      parts.isEmpty ? ".\(modifier) {}" : ".\(modifier) { \(parts.joined(separator: "; ")) }")
  }
}
