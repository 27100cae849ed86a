/// An action that closes windows: the one a view is in, or those of a scene.
@MainActor @preconcurrency
public struct DismissWindowAction: Sendable {
  let session: SceneSession?

  nonisolated init(session: SceneSession?) {
    self.session = session
  }

  /// Closes the window this action was read in.
  public func callAsFunction() {
    guard let session, let registry = session.registry else { return }
    registry.close(session)
  }

  /// Closes the open windows of the scene declared with `id` (`WindowGroup(id:)`).
  public func callAsFunction(id: String) {
    guard let registry = session?.registry else { return }
    for open in registry.sessions where open.id.declaration == id { registry.close(open) }
  }

  /// Closes the window presenting `value`. Windows here are opened by scene, never for a
  /// value, so no window presents one and none closes, as in SwiftUI when none matches.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

  /// Closes the window of the scene declared with `id` presenting `value`; as with
  /// `callAsFunction(value:)`, no window here presents a value.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
  /// An action that closes the window a view is in, or the windows of a scene.
  public var dismissWindow: DismissWindowAction {
    DismissWindowAction(session: sceneSession)
  }
}
