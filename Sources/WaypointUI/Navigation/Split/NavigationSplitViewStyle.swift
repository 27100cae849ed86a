/// Decides how the split views below a view lay out their columns: a built-in style picks which
/// columns show and is recorded on the `.splitView` element; a custom style's body stands in for
/// each split view below, usually a built-in style's body with modifiers.
@MainActor @preconcurrency
public protocol NavigationSplitViewStyle {
  /// The view `makeBody(configuration:)` returns, usually inferred.
  associatedtype Body: View
  /// What a style is handed: the split view to lay out.
  typealias Configuration = NavigationSplitViewStyleConfiguration
  /// Builds what stands in for each split view below; `configuration` holds the split view itself,
  /// without this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What `makeBody(configuration:)` is handed: the split view to lay out, without the custom style.
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

/// The style split views get when none is set: with `.automatic` visibility every column shows.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle,
  BuiltInNavigationSplitViewStyle
{
  /// Makes the `.automatic` style.
  nonisolated public init() {}
  /// `.automatic`.
  nonisolated public var kind: NavigationSplitViewStyleKind { .automatic }
  /// The split view with its columns laid out in this style.
  public func makeBody(configuration: Configuration) -> some View { body(of: configuration) }
}

/// Recorded as `.balanced`; with `.automatic` visibility every column shows, as with the automatic
/// style.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle,
  BuiltInNavigationSplitViewStyle
{
  /// Makes the `.balanced` style.
  nonisolated public init() {}
  /// `.balanced`.
  nonisolated public var kind: NavigationSplitViewStyleKind { .balanced }
  /// The split view with its columns laid out in this style.
  public func makeBody(configuration: Configuration) -> some View { body(of: configuration) }
}

/// Puts the detail column first: with `.automatic` visibility only the detail shows until the
/// leading columns are asked for.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle,
  BuiltInNavigationSplitViewStyle
{
  /// Makes the `.prominentDetail` style.
  nonisolated public init() {}
  /// `.prominentDetail`.
  nonisolated public var kind: NavigationSplitViewStyleKind { .prominentDetail }
  /// The split view with its columns laid out in this style.
  public func makeBody(configuration: Configuration) -> some View { body(of: configuration) }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The style split views get when none is set; every column shows.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Every column shows, recorded as `.balanced`.
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// Only the detail column shows until the leading columns are asked for.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
  /// Lays out the split views below this view in `style`: a built-in style sets which columns show,
  /// and a custom one builds what stands in for each.
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
