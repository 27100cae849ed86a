import WaypointCore

extension Diagnostic.Code {
  /// `openWindow` named a window the app does not declare.
  public static let windowNotDeclared: Self = "window-not-declared"
  /// A scene action was used where the host has no such scene (no settings window on Linux,
  /// no app around a single hosted view).
  public static let sceneActionUnavailable: Self = "scene-action-unavailable"
}

extension Diagnostic {
  static func windowNotDeclared(_ what: String, declared: [String]) -> Self {
    Diagnostic(
      code: .windowNotDeclared,
      message: "openWindow(\(what)) opened nothing: the app declares no window for it"
        + (declared.isEmpty ? "." : " (its windows: \(declared.joined(separator: ", "))).")
        + " SwiftUI logs this and goes on.",
      fixIt: "Declare a WindowGroup or Window with that id, or a WindowGroup(for:) of the "
        + "value's type, in the app's body.")
  }

  static func sceneActionUnavailable(_ action: String, reason: String) -> Self {
    Diagnostic(
      code: .sceneActionUnavailable,
      message: "\(action) did nothing: \(reason).",
      fixIt: "Host the app (AppHost, App.main()) to open and close its scenes; give settings "
        + "a WindowGroup(id:) of their own to show them on Linux.")
  }
}
