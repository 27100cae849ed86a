/// A date picker style of spinning wheels (recorded by `.datePickerStyle(.wheel)`).
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
  /// The wheel style.
  nonisolated public init() {}
  nonisolated var name: String { ".wheel" }
  /// Not used: the date picker draws itself.
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A control group style that shows its controls as a palette (recorded by
/// `.controlGroupStyle(.palette)`).
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltInControlStyle {
  /// The palette style.
  nonisolated public init() {}
  nonisolated var name: String { ".palette" }
  /// The group's controls, side by side.
  public func makeBody(configuration: Configuration) -> some View {
    HStack { configuration.content }
  }
}
