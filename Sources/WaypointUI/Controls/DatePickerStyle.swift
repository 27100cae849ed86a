import Foundation

/// The look of date pickers: `makeBody` turns a picker's configuration into the view drawn in its
/// place. `.datePickerStyle(_:)` puts a custom style to work and records a built-in one by name.
@MainActor @preconcurrency
public protocol DatePickerStyle {
  /// The view `makeBody` returns for a date picker.
  associatedtype Body: View
  /// What `makeBody` is given: the picker's label, bound date, bounds and components.
  typealias Configuration = DatePickerStyleConfiguration
  /// Builds the view drawn in place of a date picker from its configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A date picker taken apart for a style: its label, the bound date, its bounds and the parts
/// of the date it shows.
public struct DatePickerStyleConfiguration {
  /// The picker's label, wrapped as one view.
  public struct Label { let view: AnyView }
  /// The label, for the style to place in its body.
  public let label: Label
  /// The bound date: reading it gives the chosen date, and `$selection` sets a new one.
  @Binding public var selection: Date
  /// The earliest date the picker takes, or nil when it has no lower bound.
  public var minimumDate: Date?
  /// The latest date the picker takes, or nil when it has no upper bound.
  public var maximumDate: Date?
  /// Which parts of the date the picker shows and reads: the day, the time, or both.
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

/// The style used when none is set, recorded as `.automatic`: the label beside a text field
/// that holds the date.
public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
  /// Makes the `.automatic` date picker style; it holds no options.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The label and the date's text field.
  public func makeBody(configuration: Configuration) -> some View { DatePicker(configuration) }
}

/// A style recorded as `.compact`; the picker keeps its usual text field holding the date.
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
  /// Makes the `.compact` style; it holds no options.
  public init() {}
  nonisolated var name: String { ".compact" }
  /// The label and the date's text field.
  public func makeBody(configuration: Configuration) -> some View { DatePicker(configuration) }
}

/// A style recorded as `.graphical`; no calendar or clock is drawn, and the picker keeps its
/// usual text field.
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInControlStyle {
  /// Makes the `.graphical` style; it holds no options.
  public init() {}
  nonisolated var name: String { ".graphical" }
  /// The label and the date's text field.
  public func makeBody(configuration: Configuration) -> some View { DatePicker(configuration) }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The style used when none is set (recorded as `.automatic`): a text field with the date.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// Records `.compact` on the semantic tree; the picker keeps its text field.
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// Records `.graphical`; no calendar or clock is drawn, the picker keeps its text field.
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Records `.wheel`; no wheels are drawn, the picker keeps its text field.
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
