import Foundation
import WaypointCore

/// An action that opens a window of a scene the app declares: read it from the environment
/// (`@Environment(\.openWindow)`) and call it with the scene's `id`, a value to present, or
/// both. A single window (`Window`) or a window already presenting the value is not opened
/// again.
@MainActor @preconcurrency
public struct OpenWindowAction: Sendable {
  /// The scene the action was read in, whose app's scenes it opens.
  weak let session: SceneSession?

  /// Opens a window of the `WindowGroup(for:)` presenting values of `D`'s type, showing
  /// `value`.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
    open(WindowRequest(id: nil, value: Self.encoded(value)))
  }

  /// Opens a window of the scene declared with `id`.
  public func callAsFunction(id: String) {
    open(WindowRequest(id: id, value: nil))
  }

  /// Opens a window of the scene declared with `id`, showing `value`.
  public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
    open(WindowRequest(id: id, value: Self.encoded(value)))
  }

  private func open(_ request: WindowRequest) {
    guard let registry = session?.appRegistry else {
      DiagnosticLog.current.record(
        .sceneActionUnavailable(
          "openWindow(\(request.arguments))", reason: "the view is not in a scene of an app"))
      return
    }
    registry.openWindow(request)
  }

  static func encoded<D: Encodable>(_ value: D)
    -> (type: ObjectIdentifier, encoded: Data, description: String)?
  {
    guard let data = PresentedValue.encode(value) else { return nil }
    return (ObjectIdentifier(D.self), data, String(describing: value))
  }
}

extension EnvironmentValues {
  /// Opens windows of the scenes the app declares.
  public var openWindow: OpenWindowAction { OpenWindowAction(session: sceneSession) }
}
