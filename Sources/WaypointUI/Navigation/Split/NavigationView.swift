import WaypointCore

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy.
///
/// Deprecated, as in SwiftUI: with `.navigationViewStyle(.stack)` it is a `NavigationStack`;
/// otherwise its first views are the columns of a `NavigationSplitView` (sidebar, then detail, or
/// sidebar, content and detail). Using it raises `navigation-view-deprecated`.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "use NavigationStack or NavigationSplitView instead"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "use NavigationStack or NavigationSplitView instead"
)
public struct NavigationView<Content: View> {
  let content: Content

  /// Creates a destination-based navigation view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

@available(*, deprecated)
@available(iOS, introduced: 13.0, deprecated: 100000.0)
extension NavigationView: View, PrimitiveView {
  /// A navigation view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.graph.diagnostics.record(.navigationViewDeprecated)
    guard node.environment.navigationViewStyle != .stack else {
      node.reconcile { $0.add(NavigationStack { content }, key: .index(0)) }
      return
    }
    let views = (content as? any ViewSequence)?.views.map { AnyView($0) } ?? [AnyView(content)]
    let split = NavigationSplitView<AnyView, AnyView, AnyView>(
      sidebar: views[0], content: views.count > 2 ? views[1] : nil,
      detail: views.count > 1 ? views[min(2, views.count - 1)] : AnyView(EmptyView()),
      columnVisibility: nil, preferredCompactColumn: nil)
    node.reconcile { $0.add(split, key: .index(0)) }
  }
}

/// A specification for the appearance and interaction of a navigation view.
public protocol NavigationViewStyle {
  /// Whether the style shows one stack or columns.
  var kind: NavigationViewStyleKind { get }
}

/// The two ways a navigation view shows its views.
public enum NavigationViewStyleKind: Sendable, Equatable {
  /// Columns where the platform has room (the default).
  case columns
  /// One stack.
  case stack
}

/// The default navigation view style: columns where there is room.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Creates a default navigation view style.
  public init() {}
  /// `.columns`.
  public var kind: NavigationViewStyleKind { .columns }
}

/// A navigation view style represented by a view stack that only shows a single top view.
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Creates a stack navigation view style.
  public init() {}
  /// `.stack`.
  public var kind: NavigationViewStyleKind { .stack }
}

/// A navigation view style represented by a series of views in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates a column navigation view style.
  public init() {}
  /// `.columns`.
  public var kind: NavigationViewStyleKind { .columns }
}

/// A navigation view style represented by a primary view stack that navigates to a detail view:
/// its views are columns, as with `.columns`.
@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView instead")
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView instead"
)
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Creates a double column navigation view style.
  public init() {}
  /// `.columns`.
  public var kind: NavigationViewStyleKind { .columns }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The default navigation view style in the current context of the view being styled.
  public static var automatic: DefaultNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A navigation view style represented by a view stack that only shows a single top view.
  public static var stack: StackNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// A navigation view style represented by a series of views in columns.
  public static var columns: ColumnNavigationViewStyle { .init() }
}

extension View {
  /// Sets the style for navigation views within this view.
  nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    environment(\.navigationViewStyle, style.kind)
  }
}

extension EnvironmentValues {
  /// How navigation views inside show their views.
  var navigationViewStyle: NavigationViewStyleKind {
    get { self[NavigationViewStyleKey.self] }
    set { self[NavigationViewStyleKey.self] = newValue }
  }
}

private enum NavigationViewStyleKey: EnvironmentKey {
  static var defaultValue: NavigationViewStyleKind { .columns }
}
