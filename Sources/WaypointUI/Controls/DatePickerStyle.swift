import Foundation

/// A type that specifies the appearance and interaction of all date pickers within a view
/// hierarchy: built-in styles are recorded by name, a custom one's body replaces each picker's.
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// A view representing the appearance and interaction of a date picker.
  associatedtype Body: View
  /// The properties of a date picker.
  typealias Configuration = DatePickerStyleConfiguration
  /// Returns the appearance and interaction content for a date picker.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a date picker.
public struct DatePickerStyleConfiguration {
  /// A type-erased label of a date picker.
  public struct Label { let view: AnyView }
  /// A description of the date picker.
  public let label: Label
  /// The date value being displayed and selected; `$selection` changes it.
  @Binding public var selection: Date
  /// The oldest selectable date.
  public var minimumDate: Date?
  /// The most recent selectable date.
  public var maximumDate: Date?
  /// The date components that the user is able to view and edit.
  public var displayedComponents: DatePickerComponents

  init(
    label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
    displayedComponents: DatePickerComponents
  ) {
    self.label = label
    _selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.displayedComponents = displayedComponents
  }

  /// The picker's range, open ends standing in for missing bounds.
  var range: ClosedRange<Date>? {
    guard minimumDate != nil || maximumDate != nil else { return nil }
    let lower = minimumDate ?? .distantPast
    return lower...max(lower, maximumDate ?? .distantFuture)
  }
}

extension DatePickerStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

extension DatePicker {
  /// The picker's label, selection, bounds and components, as a date picker style sees them.
  var configuration: DatePickerStyleConfiguration {
    DatePickerStyleConfiguration(
      label: .init(view: AnyView(label)), selection: selection,
      minimumDate: range.flatMap { $0.lowerBound == .distantPast ? nil : $0.lowerBound },
      maximumDate: range.flatMap { $0.upperBound == .distantFuture ? nil : $0.upperBound },
      displayedComponents: components)
  }
}

extension DatePicker where Label == DatePickerStyleConfiguration.Label {
  /// The plain date picker of a configuration: the style's own, which it does not shape again.
  init(_ configuration: DatePickerStyleConfiguration) {
    self.init(
      label: configuration.label, title: "Date", selection: configuration.$selection,
      range: configuration.range, components: configuration.displayedComponents)
  }
}

/// The default style for date pickers: a text field holding the date.
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
  /// Creates a default date picker style.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The label and the date's text field.
  public func makeBody(configuration: Configuration) -> some View { DatePicker(configuration) }
}

/// A date picker style that displays the components in a compact, textual format (recorded;
/// shown as the default text field).
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
  /// Creates a compact date picker style.
  public init() {}
  nonisolated var name: String { ".compact" }
  /// The label and the date's text field.
  public func makeBody(configuration: Configuration) -> some View { DatePicker(configuration) }
}

/// A date picker style that displays an interactive calendar or clock (recorded; shown as the
/// default text field).
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
  /// Creates a graphical date picker style.
  public init() {}
  nonisolated var name: String { ".graphical" }
  /// The label and the date's text field.
  public func makeBody(configuration: Configuration) -> some View { DatePicker(configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The default style for date pickers.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// A date picker style that displays the components in a compact, textual format.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A date picker style that displays an interactive calendar or clock.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// A date picker style that displays each component as columns in a scrollable wheel.
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (DatePickerStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body a custom date picker style makes, for date pickers here.
  var datePickerStyling: (@MainActor (DatePickerStyleConfiguration) -> AnyView)? {
    get { self[DatePickerStylingKey.self] }
    set { self[DatePickerStylingKey.self] = newValue }
  }
}

extension View {
  /// What `.datePickerStyle(_:)` does: a built-in style is recorded by name, a custom one makes
  /// the body of the date pickers below.
  nonisolated func installingDatePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    modifier(
      CustomStyleModifier(style: style, attribute: "datePickerStyle") { environment, style in
        environment.datePickerStyling = { AnyView(style.makeBody(configuration: $0)) }
      })
  }
}
