/// A type that specifies the appearance and interaction of navigation split views within a
/// view hierarchy: a built-in style lays out the columns; a custom style's body stands in for
/// each split view below, usually a built-in style's body with modifiers.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// A view that represents the body of a navigation split view.
  associatedtype Body: View
  /// The properties of a navigation split view instance.
  typealias Configuration = NavigationSplitViewStyleConfiguration
  /// Creates a view that represents the body of a navigation split view.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a navigation split view instance: the split view a style lays out.
public struct NavigationSplitViewStyleConfiguration {
  /// The split view, with no custom style of its own.
  let splitView: AnyView
}

/// One of the three built-in split view styles, which the split view lays out itself.
protocol BuiltInNavigationSplitViewStyle {
  /// Which style this is, as the semantic tree records it.
  var kind: NavigationSplitViewStyleKind { get }
}

extension BuiltInNavigationSplitViewStyle {
  /// The configuration's split view, laid out in this style.
  func body(of configuration: NavigationSplitViewStyleConfiguration) -> some View {
    configuration.splitView.environment(\.navigationSplitViewStyle, kind)
  }
}

/// A navigation split style that resolves its appearance automatically based on the current
/// context.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle,
  BuiltInNavigationSplitViewStyle
{
  /// Creates an instance of the automatic navigation split view style.
  nonisolated public init() {}
  /// `.automatic`.
  nonisolated public var kind: NavigationSplitViewStyleKind { .automatic }
  /// The split view with its columns laid out in this style.
  public func makeBody(configuration: Configuration) -> some View { body(of: configuration) }
}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle,
  BuiltInNavigationSplitViewStyle
{
  /// Creates an instance of the balanced navigation split view style.
  nonisolated public init() {}
  /// `.balanced`.
  nonisolated public var kind: NavigationSplitViewStyleKind { .balanced }
  /// The split view with its columns laid out in this style.
  public func makeBody(configuration: Configuration) -> some View { body(of: configuration) }
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle,
  BuiltInNavigationSplitViewStyle
{
  /// Creates an instance of the prominent detail navigation split view style.
  nonisolated public init() {}
  /// `.prominentDetail`.
  nonisolated public var kind: NavigationSplitViewStyleKind { .prominentDetail }
  /// The split view with its columns laid out in this style.
  public func makeBody(configuration: Configuration) -> some View { body(of: configuration) }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// A navigation split style that resolves its appearance automatically.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// A navigation split style that reduces the size of the detail content to make room.
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// A navigation split style that attempts to maintain the size of the detail content.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
  /// Sets the style for navigation split views within this view.
  nonisolated public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S)
    -> some View
  {
    modifier(SplitViewStyleModifier(style: style))
  }
}

/// What `.navigationSplitViewStyle(_:)` does: a built-in style sets the layout of the split
/// views below; a custom one makes the body that stands in for each of them.
struct SplitViewStyleModifier<Style: NavigationSplitViewStyle> {
  let style: Style
}

extension SplitViewStyleModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let environment = node.derivedEnvironment(value: style) { environment, style in
      if let builtIn = style as? any BuiltInNavigationSplitViewStyle {
        environment.navigationSplitViewStyle = builtIn.kind
        environment.navigationSplitViewStyling = nil
      } else {
        environment.navigationSplitViewStyling = { AnyView(style.makeBody(configuration: $0)) }
      }
    }
    node.reconcile { $0.add(content, key: .index(0), environment: environment) }
  }

  func output(in node: Node) -> NodeOutput { node.childrenOutput() }
}

extension EnvironmentValues {
  /// The style split views inside take.
  var navigationSplitViewStyle: NavigationSplitViewStyleKind {
    get { self[SplitStyleKey.self] }
    set { self[SplitStyleKey.self] = newValue }
  }
}

private enum SplitStyleKey: EnvironmentKey {
  static var defaultValue: NavigationSplitViewStyleKind { .automatic }
}

extension EnvironmentValues {
  /// The body a custom split view style makes, for split views here.
  var navigationSplitViewStyling: (@MainActor (NavigationSplitViewStyleConfiguration) -> AnyView)? {
    get { self[SplitStylingKey.self] }
    set { self[SplitStylingKey.self] = newValue }
  }
}

private enum SplitStylingKey: EnvironmentKey {
  static var defaultValue: (@MainActor (NavigationSplitViewStyleConfiguration) -> AnyView)? {
    nil
  }
}
