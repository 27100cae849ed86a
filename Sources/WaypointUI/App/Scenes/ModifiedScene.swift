/// A scene with a modifier Waypoint keeps but no renderer here acts on (`.defaultSize(…)`): the
/// Swift source that applied it is recorded on the element of each of its windows.
struct RecordedScene<Content: Scene> {
  let content: Content
  let source: String
}

extension RecordedScene: Scene {
  var body: Never { primitiveBody(Self.self) }
}

extension RecordedScene: SceneModifying {
  var modifiedScene: any Scene { content }
  func modify(_ declaration: inout SceneDeclaration) {
    declaration.recorded.append(source)
  }
}

/// A scene whose windows' content a modifier changes (`.environment(…)`, `.onChange(…)`).
package struct ContentModifiedScene<Content: Scene> {
  let content: Content
  let transform: (AnyView) -> AnyView
}

extension ContentModifiedScene: Scene {
  package var body: Never { primitiveBody(Self.self) }
}

extension ContentModifiedScene: SceneModifying {
  var modifiedScene: any Scene { content }
  func modify(_ declaration: inout SceneDeclaration) {
    declaration.content = transform(declaration.content)
  }
}

extension Scene {
  /// This scene with `source` recorded on its windows' elements.
  nonisolated func recorded(_ source: String) -> RecordedScene<Self> {
    RecordedScene(content: self, source: source)
  }

  /// This scene with `transform` applied to the content of each of its windows.
  nonisolated package func modifyingContent(_ transform: @escaping (AnyView) -> AnyView)
    -> ContentModifiedScene<Self>
  {
    ContentModifiedScene(content: self, transform: transform)
  }
}
