import Foundation
import WaypointCore

/// What a window is asked to open with: nothing, or a value for a `WindowGroup(for:)`.
struct WindowRequest {
  /// The declaration's `id`, when the request names one.
  var id: String?
  /// The presented value's type and JSON, when the request carries one.
  var value: (type: ObjectIdentifier, encoded: Data, description: String)?

  /// The request as the Swift source of its `openWindow` call's arguments.
  var arguments: String {
    [id.map { "id: \($0.debugDescription)" }, value.map { "value: \($0.description)" }]
      .compactMap { $0 }.joined(separator: ", ")
  }
}

extension SceneRegistry {
  /// The declaration `request` names: by id among the windows `openWindow` opens, and by the
  /// presented value's type among window groups that present values.
  func declaration(for request: WindowRequest) -> SceneDeclaration? {
    declarations.first { declaration in
      guard declaration.kind.opensByID else { return false }
      if let id = request.id, declaration.id != id { return false }
      if let value = request.value { return declaration.presentedType == value.type }
      return request.id != nil
    }
  }

  /// The open windows that show `request`: those of its declaration, and with its value.
  func sessions(showing request: WindowRequest) -> [SceneSession] {
    guard let declaration = declaration(for: request) else { return [] }
    return sessions.filter { session in
      guard session.id.declaration == declaration.id else { return false }
      guard let value = request.value else { return true }
      return session.presentedValue == value.encoded
    }
  }

  /// Opens the window `request` names, unless one showing it is open already (a single
  /// window, or a window presenting the same value). Reports a request the app declares no
  /// window for.
  @discardableResult
  func openWindow(_ request: WindowRequest) -> SceneSession? {
    guard let declaration = declaration(for: request) else {
      DiagnosticLog.current.record(
        .windowNotDeclared(
          request.arguments,
          declared: declarations.filter(\.kind.opensByID).map(\.id)))
      return nil
    }
    if let value = request.value,
      let existing = sessions.first(where: {
        $0.id.declaration == declaration.id && $0.presentedValue == value.encoded
      })
    {
      return existing
    }
    let session = self.open(declaration)
    if let value = request.value {
      session.storage.set(.data(value.encoded), for: PresentedValue.storageKey)
    }
    return session
  }
}

extension SceneSession {
  /// The scenes of the app the scene belongs to; nil for a view hosted on its own, which
  /// declares no scenes.
  var appRegistry: SceneRegistry? {
    guard let registry, !registry.declarations.isEmpty else { return nil }
    return registry
  }

  /// The JSON of the value the window presents (`WindowGroup(for:)`), if any.
  var presentedValue: Data? {
    if case .data(let data)? = storage.value(for: PresentedValue.storageKey) { return data }
    return nil
  }
}
