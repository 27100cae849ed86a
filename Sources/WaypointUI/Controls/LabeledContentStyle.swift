import Foundation

/// The appearance and behavior of a labeled content instance: a custom style's body replaces
/// each one's; the automatic one is recorded by name.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// A view that represents the appearance and behavior of labeled content.
  associatedtype Body: View
  /// The properties of a labeled content instance.
  typealias Configuration = LabeledContentStyleConfiguration
  /// Creates a view that represents the body of labeled content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a labeled content instance.
public struct LabeledContentStyleConfiguration {
  /// A type-erased label of a labeled content instance.
  public struct Label { let view: AnyView }
  /// A type-erased content of a labeled content instance.
  public struct Content { let view: AnyView }
  /// The label of the labeled content instance.
  public let label: Label
  /// The content of the labeled content instance.
  public let content: Content
}

extension LabeledContentStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

extension LabeledContentStyleConfiguration.Content: View {
  /// The content view.
  public var body: some View { view }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// Creates labeled content based on a labeled content style configuration: the style's own,
  /// shown as the label leading and the content trailing.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view from a formatted value, with a label generated from
  /// a localized string key.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init {
      Text(format.format(value))
    } label: {
      Text(titleKey)
    }
  }
}

/// The default labeled content style: the label leading, the content trailing.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltInControlStyle {
  /// Creates an automatic labeled content style.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The label leading, the content trailing.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContent(configuration)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// A labeled content style that resolves its appearance automatically based on the current
  /// context.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

private struct LabeledContentStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (LabeledContentStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body a custom labeled content style makes, for labeled content here.
  var labeledContentStyling: (@MainActor (LabeledContentStyleConfiguration) -> AnyView)? {
    get { self[LabeledContentStylingKey.self] }
    set { self[LabeledContentStylingKey.self] = newValue }
  }
}

extension View {
  /// What `.labeledContentStyle(_:)` does: the automatic style is recorded by name, a custom
  /// one makes the body of the labeled content below.
  nonisolated func installingLabeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    modifier(
      CustomStyleModifier(style: style, attribute: "labeledContentStyle") { environment, style in
        environment.labeledContentStyling = { AnyView(style.makeBody(configuration: $0)) }
      })
  }
}
