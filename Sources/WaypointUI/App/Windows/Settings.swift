import WaypointCore

/// A scene for the app's settings, shown from the app menu on macOS. Linux has no app menu:
/// the scene is declared and kept (the host may open it by its place in the app's body), but
/// nothing opens it by itself and `openSettings` reports it.
public struct Settings<Content: View> {
  let content: Content

  /// Creates a settings scene showing `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Settings: Scene {
  /// A settings scene has no body of its own.
  public var body: Never { primitiveBody(Self.self) }
}

extension Settings: WindowContentProviding {
  func declaration(at position: String) -> SceneDeclaration {
    SceneDeclaration(id: position, title: "Settings", content: AnyView(content), kind: .settings)
  }
}

/// An action that shows the app's `Settings` scene: read it from the environment
/// (`@Environment(\.openSettings)`). Linux has no settings window, so it shows nothing and
/// reports it.
@MainActor @preconcurrency
public struct OpenSettingsAction: Sendable {
  /// Shows the settings scene (reported: there is none on Linux).
  public func callAsFunction() {
    DiagnosticLog.current.record(
      .sceneActionUnavailable(
        "openSettings()", reason: "Linux has no app menu or settings window to show"))
  }
}

extension EnvironmentValues {
  /// Shows the app's settings scene (reported: there is none on Linux).
  public var openSettings: OpenSettingsAction { OpenSettingsAction() }
}
