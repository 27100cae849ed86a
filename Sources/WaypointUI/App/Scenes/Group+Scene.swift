extension Group: Scene where Content: Scene {
  /// Creates a group of scenes, which the app declares as if written one after the other.
  nonisolated public init(@SceneBuilder content: () -> Content) {
    self.init(made: content())
  }

  /// A group of scenes has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension Group: SceneModifying where Content: Scene {
  var modifiedScene: any Scene { content }
  func modify(_ declaration: inout SceneDeclaration) {}
}
