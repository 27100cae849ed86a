import Foundation

/// A type that sets how date pickers look; `.datePickerStyle(_:)` records the style where it is
/// set (the views draw the same way here whatever their style).
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// The body of a date picker in this style.
  associatedtype Body: View
  /// The body of a date picker of `configuration`.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a date picker, for a style.
  typealias Configuration = DatePickerStyleConfiguration
}

/// The properties of a date picker, for a style.
public struct DatePickerStyleConfiguration {
  /// The picker's label, as a view.
  public struct Label: View {
    let view: AnyView
    /// The view.
    public var body: some View { view }
  }
  /// The picker's label.
  public let label: Label
  /// The chosen date; `$selection` changes it.
  @Binding public var selection: Date
  /// The earliest date that can be chosen.
  public var minimumDate: Date?
  /// The latest date that can be chosen.
  public var maximumDate: Date?
  /// The parts of the date shown.
  public var displayedComponents: DatePickerComponents
}
