import Foundation

extension DatePicker {
  /// The parts of a date a date picker shows.
  public typealias Components = DatePickerComponents

  /// Creates an instance that selects a `Date` on or after a starting date.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), title: "Date", selection: selection, range: Self.closed(range),
      components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or before an ending date.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), title: "Date", selection: selection, range: Self.closed(range),
      components: displayedComponents)
  }

  /// The dates from `range`'s start on, as a closed range.
  nonisolated static func closed(_ range: PartialRangeFrom<Date>) -> ClosedRange<Date> {
    let lower = min(range.lowerBound, .distantFuture)
    return lower...Date.distantFuture
  }

  /// The dates up to `range`'s end, as a closed range.
  nonisolated static func closed(_ range: PartialRangeThrough<Date>) -> ClosedRange<Date> {
    Date.distantPast...max(range.upperBound, .distantPast)
  }
}

extension DatePicker where Label == Text {
  /// Creates an instance that selects a `Date`, with a label from a localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection, range: nil,
      components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` in a closed range, with a label from a
  /// localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection, range: range,
      components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or after a starting date, with a label from
  /// a localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection,
      range: Self.closed(range), components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or before an ending date, with a label from
  /// a localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection,
      range: Self.closed(range), components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or after a starting date, with a label from
  /// a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, range: Self.closed(range),
      components: displayedComponents)
  }

  /// Creates an instance that selects a `Date` on or before an ending date, with a label from
  /// a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, range: Self.closed(range),
      components: displayedComponents)
  }
}
