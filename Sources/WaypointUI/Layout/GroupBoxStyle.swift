import Foundation

/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// A view that represents the body of a group box.
  associatedtype Body: View
  /// The properties of a group box instance.
  typealias Configuration = GroupBoxStyleConfiguration
  /// Creates a view representing the body of a group box.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a group box instance.
public struct GroupBoxStyleConfiguration {
  /// A type-erased label of a group box.
  public struct Label { let view: AnyView }
  /// A type-erased content of a group box.
  public struct Content { let view: AnyView }
  /// A view that provides the title of the group box.
  public let label: GroupBoxStyleConfiguration.Label
  /// A view that represents the content of the group box.
  public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: View {
  /// The label view.
  public var body: some View { view }
}

extension GroupBoxStyleConfiguration.Content: View {
  /// The content view.
  public var body: some View { view }
}

/// The default style for group box views: the content under its label, as a section.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  /// Creates a default group box style.
  public init() {}
  /// The content under its label.
  public func makeBody(configuration: Configuration) -> some View {
    Section {
      configuration.content
    } header: {
      configuration.label
    }
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default style for group box views.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox
where
  Label == GroupBoxStyleConfiguration.Label,
  Content == GroupBoxStyleConfiguration.Content
{
  /// Creates a group box based on a style configuration, drawn in the default style (for use
  /// inside a custom style's `makeBody`).
  nonisolated public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(label: configuration.label, content: configuration.content)
  }
}

extension GroupBox {
  /// Creates a group box with the provided view content and label.
  nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(label: label, content: content())
  }
}

extension View {
  /// Sets the style for group boxes within this view.
  nonisolated public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    modifier(GroupBoxStyleModifier(style: style))
  }
}

/// How group boxes below a `.groupBoxStyle(_:)` are drawn: by the style's body.
private struct GroupBoxStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
  /// The body of group boxes here, when a style was set.
  var groupBoxStyling: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)? {
    get { self[GroupBoxStylingKey.self] }
    set { self[GroupBoxStylingKey.self] = newValue }
  }
}

/// `.groupBoxStyle(_:)`: group boxes below are made by the style's body.
struct GroupBoxStyleModifier<S: GroupBoxStyle> {
  let style: S
}

extension GroupBoxStyleModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment(value: style) { environment, style in
      environment.groupBoxStyling = { configuration in
        AnyView(style.makeBody(configuration: configuration))
      }
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput {
    node.childrenOutput()
  }
}

/// A group box's body: the style's, or the content under its label as a section. A group box
/// made from a configuration is drawn plainly, as the default style's body.
struct GroupBoxContent<Label: View, Content: View> {
  let label: Label
  let content: Content
  @Environment(\.groupBoxStyling) var styling
}

extension GroupBoxContent: View {
  var body: some View {
    let configuration = GroupBoxStyleConfiguration(
      label: .init(view: AnyView(label)), content: .init(view: AnyView(content)))
    if let styling, Label.self != GroupBoxStyleConfiguration.Label.self {
      styling(configuration)
    } else {
      DefaultGroupBoxStyle().makeBody(configuration: configuration)
    }
  }
}
