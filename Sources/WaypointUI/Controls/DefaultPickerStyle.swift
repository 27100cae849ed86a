/// The default picker style, based on the picker's context (recorded as `.automatic`).
public struct DefaultPickerStyle: PickerStyle {
  /// Creates a default picker style.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".automatic" }
}
