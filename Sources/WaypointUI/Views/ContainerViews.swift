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
  @Environment(\.disclosureGroupStyling) private var styling
}

extension DisclosureGroup: View {
  /// The button, then the content while expanded; or the custom style's body.
  public var body: some View {
    let expanded = isExpanded ?? $expandedHere
    if let styling {
      styling(
        DisclosureGroupStyleConfiguration(
          label: .init(view: AnyView(label)), content: .init(view: AnyView(content)),
          isExpanded: expanded))
    } else {
      AutomaticDisclosureGroupStyle.body(label: label, content: content, isExpanded: expanded)
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
  @Environment(\.labeledContentStyling) private var styling
}

extension LabeledContent: View {
  /// The label leading, the value trailing, or the custom style's body.
  public var body: some View {
    // Labeled content a style made from its configuration is the style's own: not styled again.
    if let styling, Label.self != LabeledContentStyleConfiguration.Label.self {
      styling(
        LabeledContentStyleConfiguration(
          label: .init(view: AnyView(label)), content: .init(view: AnyView(content))))
    } else {
      HStack {
        label
        Spacer()
        content
      }
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
