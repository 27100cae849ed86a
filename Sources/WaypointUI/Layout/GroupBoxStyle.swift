import Foundation

/// Builds group boxes: set with `.groupBoxStyle(_:)`, its `makeBody` is the view each group box
/// below that point shows in place of the default section.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// What `makeBody` returns.
  associatedtype Body: View
  /// The label and content handed to `makeBody`.
  typealias Configuration = GroupBoxStyleConfiguration
  /// The view shown for one group box, built from its label and content.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A group box's label and content, passed to a style's `makeBody`.
public struct GroupBoxStyleConfiguration {
  /// The group box's label view, wrapped so a style can place it without knowing its type.
  public struct Label { let view: AnyView }
  /// The group box's content, wrapped so a style can place it without knowing its type.
  public struct Content { let view: AnyView }
  /// The label the group box was made with; empty for a group box without one.
  public let label: GroupBoxStyleConfiguration.Label
  /// The views the group box was made with.
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

/// Shows a group box as a section: its label as the header, its content below.
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
  /// The section-shaped ``DefaultGroupBoxStyle``, used where no other style is set.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension GroupBox
where
  Label == GroupBoxStyleConfiguration.Label,
  Content == GroupBoxStyleConfiguration.Content
{
  /// Rebuilds a group box from what a style was handed; it is drawn as the default section,
  /// so a custom style's `makeBody` can wrap it without calling itself again.
  nonisolated public init(_ configuration: GroupBoxStyleConfiguration) {
    self.init(label: configuration.label, content: configuration.content)
  }
}

extension GroupBox {
  /// Makes a group box headed by the view `label`, with the builder's views as its content.
  @available(*, deprecated, renamed: "GroupBox(content:label:)")
  @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
  @available(macOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
  @available(visionOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
  nonisolated public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(label: label, content: content())
  }
}

extension View {
  /// Makes every group box inside this view use `style`'s `makeBody`; an inner call wins.
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
