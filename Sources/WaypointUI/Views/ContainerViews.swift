import Foundation

/// A titled box of related content: its label, then its content, as a section.
public struct GroupBox<Label: View, Content: View> {
  let label: Label
  let content: Content
}

extension GroupBox: View {
  /// The content under its label, or the body of the group box style set above.
  public var body: some View {
    GroupBoxContent(label: label, content: content)
  }
}

extension GroupBox {
  /// A group box with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content())
  }
}

extension GroupBox where Label == EmptyView {
  /// A group box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(label: EmptyView(), content: content())
  }
}

extension GroupBox where Label == Text {
  /// A group box titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content())
  }

  /// A group box titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content())
  }
}

/// A label with content that shows or hides: a button ("▸ Title" / "▾ Title") over the content
/// while expanded.
public struct DisclosureGroup<Label: View, Content: View> {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?
  @State private var expandedHere = false
}

extension DisclosureGroup: View {
  /// The button, then the content while expanded.
  public var body: some View {
    let expanded = isExpanded ?? $expandedHere
    VStack(alignment: .leading) {
      Button {
        expanded.wrappedValue.toggle()
      } label: {
        HStack {
          Text(expanded.wrappedValue ? "▾" : "▸")
          label
        }
      }
      if expanded.wrappedValue { content }
    }
  }
}

extension DisclosureGroup {
  /// A disclosure group with a label view, collapsed at first.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content(), isExpanded: nil)
  }

  /// A disclosure group with a label view, expanded while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), content: content(), isExpanded: isExpanded)
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled `title`, collapsed at first.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content(), isExpanded: nil)
  }

  /// A disclosure group titled `title`, expanded while `isExpanded` is true.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(label: Text(title), content: content(), isExpanded: isExpanded)
  }

  /// A disclosure group titled with a localized key, collapsed at first.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content(), isExpanded: nil)
  }
}

/// A label and a value beside it, as a settings row shows them.
public struct LabeledContent<Label: View, Content: View> {
  let label: Label
  let content: Content
}

extension LabeledContent: View {
  /// The label leading, the value trailing.
  public var body: some View {
    HStack {
      label
      Spacer()
      content
    }
  }
}

extension LabeledContent {
  /// A labeled view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content())
  }
}

extension LabeledContent where Label == Text {
  /// A view labeled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content())
  }

  /// A view labeled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(label: Text(titleKey), content: content())
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A value labeled `title`.
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    self.init(label: Text(title), content: Text(value))
  }

  /// A value labeled with a localized key.
  public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V) {
    self.init(label: Text(titleKey), content: Text(value))
  }

  /// A formatted value labeled `title`.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(label: Text(title), content: Text(format.format(value)))
  }
}

/// Controls shown together: a row.
public struct ControlGroup<Content: View> {
  let content: Content
  /// A group of the given controls.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension ControlGroup: View {
  /// The controls in a row.
  public var body: some View { HStack { content } }
}

/// A value within a range, shown as a bar with its label.
public struct Gauge<Label: View> {
  let fraction: Double
  let label: Label
}

extension Gauge: View {
  /// A progress bar of the value's place in the range.
  public var body: some View { ProgressView(value: fraction) { label } }
}

extension Gauge {
  /// A gauge of `value` within `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    let width = bounds.upperBound - bounds.lowerBound
    let fraction = width > 0 ? Double((value - bounds.lowerBound) / width) : 0
    self.init(fraction: min(max(fraction, 0), 1), label: label())
  }
}
