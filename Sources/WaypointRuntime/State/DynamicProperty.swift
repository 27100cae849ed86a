/// An interface for a stored variable that updates an external property of a view.
///
/// Waypoint links the dynamic properties of a view (`@State`, `@Environment`, your own types
/// that contain them) to the view's storage, then calls `update()`, before each `body`.
public protocol DynamicProperty {
  /// Updates the underlying value of the stored value.
  @MainActor mutating func update()
}

extension DynamicProperty {
  /// Does nothing; implement it to refresh derived values before `body` runs.
  @MainActor public mutating func update() {}
}
