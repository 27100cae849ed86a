import Foundation

/// A set of chosen days, shown as its label, one button per day (pressing it drops that day),
/// and a text field: submitting a typed day (`2026-11-23`) adds it, or drops it when it is
/// already chosen. A day outside the bounds is ignored.
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
  /// Makes a picker of any days, labeled by the view `label` builds.
  nonisolated public init(
    selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: "Dates", selection: selection, bounds: nil)
  }

  /// Makes a picker labeled by the view `label` builds that takes only days within `bounds`.
  nonisolated public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: "Dates", selection: selection, bounds: bounds)
  }

  /// Makes a picker labeled by the view `label` builds that takes days from
  /// `bounds.lowerBound` on.
  nonisolated public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), title: "Dates", selection: selection, bounds: Self.range(bounds))
  }

  /// Makes a picker labeled by the view `label` builds that takes only days before
  /// `bounds.upperBound`.
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
  /// Makes a picker of any days, titled with the localization key `titleKey`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>
  ) {
    self.init(label: Text(titleKey), title: titleKey.resolved, selection: selection, bounds: nil)
  }

  /// Makes a picker titled with the localization key `titleKey` that takes only days within
  /// `bounds`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: Range<Date>
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection, bounds: bounds)
  }

  /// Makes a picker titled with the localization key `titleKey` that takes days from
  /// `bounds.lowerBound` on.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection,
      bounds: Self.range(bounds))
  }

  /// Makes a picker titled with the localization key `titleKey` that takes only days before
  /// `bounds.upperBound`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(
      label: Text(titleKey), title: titleKey.resolved, selection: selection,
      bounds: Self.range(bounds))
  }

  /// Makes a picker of any days, titled `title` verbatim.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(label: Text(title), title: String(title), selection: selection, bounds: nil)
  }

  /// Makes a picker titled `title`, verbatim, that takes only days within `bounds`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(label: Text(title), title: String(title), selection: selection, bounds: bounds)
  }

  /// Makes a picker titled `title`, verbatim, that takes days from `bounds.lowerBound` on.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, bounds: Self.range(bounds))
  }

  /// Makes a picker titled `title`, verbatim, that takes only days before `bounds.upperBound`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, bounds: Self.range(bounds))
  }
}
