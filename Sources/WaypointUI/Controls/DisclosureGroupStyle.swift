/// The appearance and interaction of disclosure groups: a custom style's body replaces each
/// group's; the automatic one is recorded by name.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// A view that represents the body of a disclosure group.
  associatedtype Body: View
  /// The properties of a disclosure group instance.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// Creates a view that represents the body of a disclosure group.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a disclosure group instance.
public struct DisclosureGroupStyleConfiguration {
  /// A type-erased label of a disclosure group.
  public struct Label { let view: AnyView }
  /// A type-erased content of a disclosure group.
  public struct Content { let view: AnyView }
  /// The label for the disclosure group.
  public let label: Label
  /// The content of the disclosure group.
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

/// A disclosure group style that resolves its appearance automatically based on the current
/// context: a button that shows or hides the content beneath it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltInControlStyle {
  /// Creates an automatic disclosure group style.
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
  /// A disclosure group style that resolves its appearance automatically based on the current
  /// context.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group, using a provided localized string key to create a text view
  /// for the label, and a binding to the expansion state.
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
