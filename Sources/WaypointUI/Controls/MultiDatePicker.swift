import Foundation

/// A control for picking multiple dates: its label, a button for each chosen day (choosing it
/// removes the day), and a text field where typing a day (`2026-11-23`) and submitting adds it,
/// or removes it when already chosen. Days outside the bounds are not taken.
public struct MultiDatePicker<Label: View> {
  let label: Label
  let title: String
  let selection: Binding<Set<DateComponents>>
  let bounds: Range<Date>?
  @State private var draft = ""

  init(label: Label, title: String, selection: Binding<Set<DateComponents>>, bounds: Range<Date>?) {
    self.label = label
    self.title = title
    self.selection = selection
    self.bounds = bounds
  }
}

extension MultiDatePicker: View {
  /// The label, the chosen days, and the field that adds or removes one.
  public var body: some View {
    let (selection, bounds, calendar) = (self.selection, self.bounds, Calendar.current)
    let chosen = Dictionary(
      selection.wrappedValue.compactMap { components in
        (components.calendar ?? calendar).date(from: components).map {
          (DatePickerComponents.date.text(for: $0), components)
        }
      }, uniquingKeysWith: { first, _ in first })
    let draft = $draft
    VStack(alignment: .leading) {
      label
      ForEach(chosen.keys.sorted(), id: \.self) { day in
        Button("\(day) ✕") {
          if let components = chosen[day] { selection.wrappedValue.remove(components) }
        }
      }
      TextField(title, text: draft, prompt: Text(DatePickerComponents.date.format))
        .onSubmit {
          guard let date = DatePickerComponents.date.date(from: draft.wrappedValue),
            bounds.map({ $0.contains(date) }) ?? true
          else { return }
          let day = calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)
          if selection.wrappedValue.remove(day) == nil { selection.wrappedValue.insert(day) }
          draft.wrappedValue = ""
        }
    }
  }
}

extension MultiDatePicker {
  /// Creates an instance that selects multiple dates with an unbounded range.
  nonisolated public init(
    selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: "Dates", selection: selection, bounds: nil)
  }

  /// Creates an instance that selects multiple dates in the supported range.
  nonisolated public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: "Dates", selection: selection, bounds: bounds)
  }

  /// Creates an instance that selects multiple dates on or after some start date.
  nonisolated public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: "Dates", selection: selection, bounds: Self.range(bounds))
  }

  /// Creates an instance that selects multiple dates before some end date.
  nonisolated public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: "Dates", selection: selection, bounds: Self.range(bounds))
  }

  nonisolated static func range(_ bounds: PartialRangeFrom<Date>) -> Range<Date> {
    min(bounds.lowerBound, .distantFuture)..<Date.distantFuture
  }

  nonisolated static func range(_ bounds: PartialRangeUpTo<Date>) -> Range<Date> {
    Date.distantPast..<max(bounds.upperBound, .distantPast)
  }
}

extension MultiDatePicker where Label == Text {
  /// Creates an instance that selects multiple dates with an unbounded range, labeled with a
  /// localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>
  ) {
    self.init(label: Text(titleKey), title: titleKey.resolved, selection: selection, bounds: nil)
  }

  /// Creates an instance that selects multiple dates in the supported range, labeled with a
  /// localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection, bounds: bounds)
  }

  /// Creates an instance that selects multiple dates on or after some start date, labeled with
  /// a localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection,
      bounds: Self.range(bounds))
  }

  /// Creates an instance that selects multiple dates before some end date, labeled with a
  /// localized string key.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection,
      bounds: Self.range(bounds))
  }

  /// Creates an instance that selects multiple dates with an unbounded range, labeled with a
  /// string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(label: Text(title), title: String(title), selection: selection, bounds: nil)
  }

  /// Creates an instance that selects multiple dates in the supported range, labeled with a
  /// string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(label: Text(title), title: String(title), selection: selection, bounds: bounds)
  }

  /// Creates an instance that selects multiple dates on or after some start date, labeled with
  /// a string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, bounds: Self.range(bounds))
  }

  /// Creates an instance that selects multiple dates before some end date, labeled with a
  /// string.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, bounds: Self.range(bounds))
  }
}
