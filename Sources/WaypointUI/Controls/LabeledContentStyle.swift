import Foundation

/// The look of labeled content: `makeBody` turns a label and its content into the view drawn in
/// their place. `.labeledContentStyle(_:)` puts a custom style to work and records a built-in one
/// by name.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  /// The view `makeBody` returns for labeled content.
  associatedtype Body: View
  /// What `makeBody` is given: the label and the content beside it.
  typealias Configuration = LabeledContentStyleConfiguration
  /// Builds the view drawn in place of labeled content from its label and content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Labeled content taken apart for a style: its label and its content, each as one view.
public struct LabeledContentStyleConfiguration {
  /// The label, wrapped as one view.
  public struct Label { let view: AnyView }
  /// The content beside the label, wrapped as one view.
  public struct Content { let view: AnyView }
  /// The label, for the style to place in its body.
  public let label: Label
  /// The content, for the style to place in its body.
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
  /// Makes the labeled content a style draws from `configuration`: label leading, content
  /// trailing, and not passed through the style a second time.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init {
      configuration.content
    } label: {
      configuration.label
    }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Makes a row titled with the localization key `titleKey` that shows `value` as `format`
  /// writes it.
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
  /// Makes the `.automatic` labeled content style; it holds no options.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The label leading, the content trailing.
  public func makeBody(configuration: Configuration) -> some View {
    LabeledContent(configuration)
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The style used when none is set (recorded as `.automatic`): label leading, content
  /// trailing.
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
