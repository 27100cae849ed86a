import WaypointCore

extension Diagnostic.Code {
  /// A scene's saved state could not be read at all; every key starts from its default.
  public static let sceneStateUnreadable: Self = "scene-state-unreadable"
  /// A saved value could not be read back (another type, or a bad entry); it starts from its
  /// default.
  public static let storedValueUnreadable: Self = "stored-value-unreadable"
  /// A `@SceneStorage` value is larger than scene storage is meant for.
  public static let sceneStorageLargeValue: Self = "scene-storage-large-value"
  /// Two `@SceneStorage` properties use one key with different types.
  public static let sceneStorageKeyTypes: Self = "scene-storage-key-types"
  /// A scene's state could not be saved.
  public static let sceneStateNotSaved: Self = "scene-state-not-saved"
  /// An `@AppStorage` value could not be written to its file.
  public static let appStorageNotSaved: Self = "app-storage-not-saved"
}

extension Diagnostic {
  static func sceneStateUnreadable(scene: String, reason: String, keptAs: String?) -> Self {
    Diagnostic(
      code: .sceneStateUnreadable,
      message: "The saved state of scene “\(scene)” could not be read: \(reason). Every "
        + "@SceneStorage value of the scene starts from its default"
        + (keptAs.map { "; the file was kept as \($0)." } ?? "."),
      fixIt: "Nothing to do in code; if the file was edited by hand, restore it from the copy.")
  }

  static func storedValueUnreadable(key: String, reason: String) -> Self {
    Diagnostic(
      code: .storedValueUnreadable,
      message: "The saved value of “\(key)” could not be restored: \(reason). It starts from its "
        + "default; the other keys were restored.",
      fixIt: "Give a key a new name when its type changes, or read it as the type it was saved "
        + "as.")
  }

  static func sceneStorageLargeValue(key: String, bytes: Int) -> Self {
    Diagnostic(
      code: .sceneStorageLargeValue,
      message: "@SceneStorage(\"\(key)\") holds \(bytes / 1024) KB; scene storage is for small "
        + "values (Apple: large data slows the scene's saving and restoring).",
      fixIt: "Keep only identifiers and small choices in scene storage; keep documents and "
        + "caches in files of their own.")
  }

  static func sceneStorageKeyTypes(key: String, types: [String]) -> Self {
    Diagnostic(
      code: .sceneStorageKeyTypes,
      message: "Two @SceneStorage properties use the key “\(key)” with different types ("
        + types.joined(separator: " and ") + "); each overwrites what the other reads.",
      fixIt: "Give each property its own key, or the same type.")
  }

  static func sceneStateNotSaved(scene: String, reason: String) -> Self {
    Diagnostic(
      code: .sceneStateNotSaved,
      message: "The state of scene “\(scene)” could not be saved: \(reason). The next launch "
        + "restores what was saved before.",
      fixIt: "Make the state directory writable ($XDG_STATE_HOME, else ~/.local/state).")
  }

  static func appStorageNotSaved(path: String, reason: String) -> Self {
    Diagnostic(
      code: .appStorageNotSaved,
      message: "An @AppStorage value could not be written to \(path): \(reason). It is kept "
        + "for this run only.",
      fixIt: "Make $XDG_CONFIG_HOME (else ~/.config) writable.")
  }
}
