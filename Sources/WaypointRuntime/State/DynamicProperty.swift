/// A view property that Waypoint prepares before each `body` runs.
///
/// Waypoint links the dynamic properties of a view (`@State`, `@Environment`, your own types
/// that contain them) to the view's storage, then calls `update()`, before each `body`.
public protocol DynamicProperty {
  /// Runs after the property is linked and before each `body`; use it to refresh derived values.
  @MainActor mutating func update()
}

extension DynamicProperty {
  /// Does nothing; implement it to refresh derived values before `body` runs.
  @MainActor public mutating func update() {}
}
