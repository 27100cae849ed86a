/// Which declaration a scene was opened from, and which instance of it.
public struct SceneID: Hashable, Sendable, CustomStringConvertible {
  /// The declaring scene's identity: a `WindowGroup`'s `id`, else its place in the app's
  /// body (`"0"`, `"1"`, …; `"1.0"` for the first scene of a group that is the second).
  public let declaration: String
  /// Which window of that declaration, from 1.
  public let instance: Int

  package init(declaration: String, instance: Int) {
    self.declaration = declaration
    self.instance = instance
  }

  /// `declaration`, with `#instance` after the first instance.
  public var description: String {
    instance == 1 ? declaration : "\(declaration)#\(instance)"
  }
}
