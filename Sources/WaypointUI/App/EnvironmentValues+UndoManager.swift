import Foundation

extension EnvironmentValues {
  /// The undo manager of the scene the views here are in (each scene has its own); nil outside
  /// a scene.
  public var undoManager: UndoManager? { sceneSession?.undoManager }
}
