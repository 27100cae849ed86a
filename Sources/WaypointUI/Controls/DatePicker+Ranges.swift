import Foundation

extension DatePicker {
  /// The parts of a date a date picker shows.
  public typealias Components = DatePickerComponents

  /// Makes a date picker, labeled by the view `label` builds, that takes no date before
  /// `range`'s start: a typed earlier date leaves the selection as it was.
  nonisolated public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), title: "Date", selection: selection, range: Self.closed(range),
      components: displayedComponents)
  }

  /// Makes a date picker, labeled by the view `label` builds, that takes no date after
  /// `range`'s end: a typed later date leaves the selection as it was.
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
  /// Makes a date picker titled with the localization key `titleKey`, taking any date.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection, range: nil,
      components: displayedComponents)
  }

  /// Makes a date picker titled with the localization key `titleKey` that takes only dates
  /// within `range`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection, range: range,
      components: displayedComponents)
  }

  /// Makes a date picker titled with the localization key `titleKey` that takes dates from
  /// `range`'s start on.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection,
      range: Self.closed(range), components: displayedComponents)
  }

  /// Makes a date picker titled with the localization key `titleKey` that takes dates up to
  /// `range`'s end.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection,
      range: Self.closed(range), components: displayedComponents)
  }

  /// Makes a date picker titled `title`, verbatim, that takes dates from `range`'s start on.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, range: Self.closed(range),
      components: displayedComponents)
  }

  /// Makes a date picker titled `title`, verbatim, that takes dates up to `range`'s end.
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
