import WaypointCore

/// An action that closes windows: read it from the environment (`@Environment(\.dismissWindow)`)
/// and call it to close the window it was read in, or the windows of a scene `id`, or those
/// presenting a value.
@MainActor @preconcurrency
public struct DismissWindowAction: Sendable {
  /// The scene the action was read in.
  weak let session: SceneSession?

  /// Closes the window the action was read in.
  public func callAsFunction() {
    guard let session, let registry = session.appRegistry else {
      report("dismissWindow()")
      return
    }
    registry.close(session)
  }

  /// Closes the windows of the scene declared with `id`.
  public func callAsFunction(id: String) {
    close(WindowRequest(id: id, value: nil))
  }

  /// Closes the window presenting `value`.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
    close(WindowRequest(id: nil, value: OpenWindowAction.encoded(value)))
  }

  /// Closes the window of the scene declared with `id` presenting `value`.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
    close(WindowRequest(id: id, value: OpenWindowAction.encoded(value)))
  }

  private func close(_ request: WindowRequest) {
    guard let registry = session?.appRegistry else {
      report("dismissWindow(\(request.arguments))")
      return
    }
    for session in registry.sessions(showing: request) { registry.close(session) }
  }

  private func report(_ call: String) {
    DiagnosticLog.current.record(
      .sceneActionUnavailable(call, reason: "the view is not in a scene of an app"))
  }
}

extension EnvironmentValues {
  /// Closes windows of the app's scenes.
  public var dismissWindow: DismissWindowAction { DismissWindowAction(session: sceneSession) }
}
