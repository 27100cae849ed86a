import Foundation

/// A control for choosing a date, shown as a text field holding it (`2026-11-23`, `14:30`, or
/// both): a person types a date, and the selection changes once the text is a valid one within
/// the range.
public struct DatePicker<Label: View> {
  let label: Label
  let title: String
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents
  @State private var draft: String?
  @Environment(\.datePickerStyling) private var styling

  /// A date picker with a custom label.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), title: "Date", selection: selection, range: nil,
      components: displayedComponents)
  }

  /// A date picker limited to `range`, with a custom label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), title: "Date", selection: selection, range: range,
      components: displayedComponents)
  }

  init(
    label: Label, title: String, selection: Binding<Date>, range: ClosedRange<Date>?,
    components: DatePickerComponents
  ) {
    self.label = label
    self.title = title
    self.selection = selection
    self.range = range
    self.components = components
  }
}

extension DatePicker: View {
  /// The label and the date's text field, or the custom style's body.
  public var body: some View {
    // A picker a style made from its configuration is the style's own: it is not styled again.
    if let styling, Label.self != DatePickerStyleConfiguration.Label.self {
      styling(configuration)
    } else {
      field
    }
  }

  /// The label and the date's text field.
  private var field: some View {
    let (selection, range, components) = (self.selection, self.range, self.components)
    let draft = $draft
    let text = Binding<String>(
      get: { draft.wrappedValue ?? components.text(for: selection.wrappedValue) },
      set: { typed in
        draft.wrappedValue = typed
        guard var date = components.date(from: typed) else { return }
        if !components.contains(.date) {
          // A time alone keeps the day it was chosen on.
          let calendar = Calendar.current
          let time = calendar.dateComponents([.hour, .minute], from: date)
          date =
            calendar.date(
              bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: 0,
              of: selection.wrappedValue) ?? date
        }
        if range.map({ $0.contains(date) }) ?? true { selection.wrappedValue = date }
      })
    return HStack {
      label
      TextField(title, text: text, prompt: Text(components.format))
    }
  }
}

extension DatePicker where Label == Text {
  /// A date picker titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, range: nil,
      components: displayedComponents)
  }

  /// A date picker titled `title`, limited to `range`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      label: Text(title), title: String(title), selection: selection, range: range,
      components: displayedComponents)
  }
}

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
  /// See `OptionSet`.
  public let rawValue: UInt
  /// Creates components from their raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1)
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)

  /// The text pattern shown and read: `yyyy-MM-dd`, `HH:mm`, or both.
  var format: String {
    switch (contains(.date), contains(.hourAndMinute)) {
    case (true, true): "yyyy-MM-dd HH:mm"
    case (false, true): "HH:mm"
    default: "yyyy-MM-dd"
    }
  }

  private func formatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = format
    formatter.isLenient = false
    return formatter
  }

  func text(for date: Date) -> String { formatter().string(from: date) }

  func date(from text: String) -> Date? {
    formatter().date(from: text.trimmingCharacters(in: .whitespaces))
  }
}
