/// A date picker style that displays each component as columns in a scrollable wheel
/// (recorded; shown as the default text field).
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
  /// Creates a wheel date picker style.
  public init() {}
  nonisolated var name: String { ".wheel" }
  /// The label and the date's text field.
  public func makeBody(configuration: Configuration) -> some View { DatePicker(configuration) }
}
