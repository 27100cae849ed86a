/// The appearance and interaction of disclosure groups: a custom style's body replaces each
/// group's; the automatic one is recorded by name.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// The view `makeBody` returns for a disclosure group.
  associatedtype Body: View
  /// What `makeBody` is given: the label, the content and the bound expansion state.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// Builds the view drawn in place of a disclosure group; setting `isExpanded` shows or hides
  /// the content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A disclosure group taken apart for a style: its label, its content, and whether it is open.
public struct DisclosureGroupStyleConfiguration {
  /// The group's label, wrapped as one view.
  public struct Label { let view: AnyView }
  /// The content the group shows or hides, wrapped as one view.
  public struct Content { let view: AnyView }
  /// The label, for the style to place in its body.
  public let label: Label
  /// The content, for the style to show while the group is expanded.
  public let content: Content
  /// Whether the disclosure group is expanded; `$isExpanded` changes it.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    _isExpanded = isExpanded
  }
}

extension DisclosureGroupStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

extension DisclosureGroupStyleConfiguration.Content: View {
  /// The content view.
  public var body: some View { view }
}

/// The style used when none is set, recorded as `.automatic`: a button ("▸ Label" or
/// "▾ Label") that shows or hides the content beneath it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltInControlStyle {
  /// Makes the `.automatic` disclosure group style; it holds no options.
  public init() {}
  nonisolated var name: String { ".automatic" }
  /// The button ("▸ Label" / "▾ Label"), then the content while expanded.
  public func makeBody(configuration: Configuration) -> some View {
    Self.body(
      label: configuration.label, content: configuration.content,
      isExpanded: configuration.$isExpanded)
  }
}

extension AutomaticDisclosureGroupStyle {
  /// How a disclosure group shows without a custom style.
  @ViewBuilder
  static func body(label: some View, content: some View, isExpanded expanded: Binding<Bool>)
    -> some View
  {
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

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The style used when none is set (recorded as `.automatic`): a button over the content.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup where Label == Text {
  /// Makes a disclosure group titled with the localization key `titleKey`, open while
  /// `isExpanded` is true; pressing its button flips the binding.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

private struct DisclosureGroupStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (DisclosureGroupStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body a custom disclosure group style makes, for disclosure groups here.
  var disclosureGroupStyling: (@MainActor (DisclosureGroupStyleConfiguration) -> AnyView)? {
    get { self[DisclosureGroupStylingKey.self] }
    set { self[DisclosureGroupStylingKey.self] = newValue }
  }
}

extension View {
  /// What `.disclosureGroupStyle(_:)` does: the automatic style is recorded by name, a custom
  /// one makes the body of the disclosure groups below.
  nonisolated func installingDisclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S)
    -> some View
  {
    modifier(
      CustomStyleModifier(style: style, attribute: "disclosureGroupStyle") { environment, style in
        environment.disclosureGroupStyling = { AnyView(style.makeBody(configuration: $0)) }
      })
  }
}
