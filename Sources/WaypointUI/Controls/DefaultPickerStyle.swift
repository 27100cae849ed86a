/// The picker style used when none is set, recorded as `.automatic`; each renderer shows the
/// picker in its usual way.
public struct DefaultPickerStyle: PickerStyle {
  /// Makes the `.automatic` picker style; it holds no options.
  public init() {}
  /// See `PickerStyle`.
  public var name: String { ".automatic" }
}
