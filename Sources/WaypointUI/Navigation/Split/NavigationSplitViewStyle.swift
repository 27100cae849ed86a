/// A type that specifies the appearance and interaction of navigation split views within a
/// view hierarchy.
public protocol NavigationSplitViewStyle {
  /// Which of the three styles this is, as the semantic tree records it.
  var kind: NavigationSplitViewStyleKind { get }
}

/// A split view's style as the semantic tree records it.
public enum NavigationSplitViewStyleKind: String, Sendable, Equatable, CustomStringConvertible {
  /// `.automatic`: columns resolve as `.balanced` does.
  case automatic
  /// `.balanced`: the leading columns share the width with the detail.
  case balanced
  /// `.prominentDetail`: the detail keeps its size; leading columns show only when asked.
  case prominentDetail

  /// The style as Swift source: `.balanced`.
  public var description: String { "." + rawValue }
}

/// A navigation split style that resolves its appearance automatically based on the current
/// context.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates an instance of the automatic navigation split view style.
  public init() {}
  /// `.automatic`.
  public var kind: NavigationSplitViewStyleKind { .automatic }
}

/// A navigation split style that reduces the size of the detail content to make room when
/// showing the leading column or columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates an instance of the balanced navigation split view style.
  public init() {}
  /// `.balanced`.
  public var kind: NavigationSplitViewStyleKind { .balanced }
}

/// A navigation split style that attempts to maintain the size of the detail content when
/// hiding or showing the leading columns.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// Creates an instance of the prominent detail navigation split view style.
  public init() {}
  /// `.prominentDetail`.
  public var kind: NavigationSplitViewStyleKind { .prominentDetail }
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
    environment(\.navigationSplitViewStyle, style.kind)
  }
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
