import WaypointCore

/// The deprecated navigation container, shown through its successors.
///
/// With `.navigationViewStyle(.stack)` it is a `NavigationStack`; otherwise its first views are the
/// columns of a `NavigationSplitView` (sidebar, then detail, or sidebar, content and detail). Using
/// it raises `navigation-view-deprecated`.
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

  /// Wraps `content`: the root of one stack under the stack style, else split into columns by its
  /// first views.
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

/// Chooses whether a `NavigationView` becomes one stack or split view columns.
@available(
  *, deprecated,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  watchOS, introduced: 7.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
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
@available(
  *, deprecated,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  watchOS, introduced: 7.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  /// Makes the default style, which gives columns.
  public init() {}
  /// `.columns`.
  public var kind: NavigationViewStyleKind { .columns }
}

/// Turns a `NavigationView` into one `NavigationStack`, of which only the top screen shows.
@available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
  watchOS, introduced: 7.0, deprecated: 100000.0,
  message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "replace stack-styled NavigationView with NavigationStack"
)
public struct StackNavigationViewStyle: NavigationViewStyle {
  /// Makes the `.stack` style.
  public init() {}
  /// `.stack`.
  public var kind: NavigationViewStyleKind { .stack }
}

/// Turns a `NavigationView` into split view columns, one per leading view.
@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView")
@available(
  iOS, introduced: 15.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView"
)
@available(
  macOS, introduced: 12.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView"
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView"
)
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  /// Makes the `.columns` style.
  public init() {}
  /// `.columns`.
  public var kind: NavigationViewStyleKind { .columns }
}

/// The two-column style of older code, which Waypoint treats as `.columns`.
@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView instead")
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView instead"
)
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  /// Makes the double-column style, which acts as `.columns`.
  public init() {}
  /// `.columns`.
  public var kind: NavigationViewStyleKind { .columns }
}

@available(
  *, deprecated,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView instead"
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  watchOS, introduced: 7.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
)
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// Columns: what a `NavigationView` gets when no style is set.
  public static var automatic: DefaultNavigationViewStyle { .init() }
}

@available(*, deprecated, message: "replace stack-styled NavigationView with NavigationStack")
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
  watchOS, introduced: 7.0, deprecated: 100000.0,
  message: "replace stack-styled NavigationView with NavigationStack"
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "replace stack-styled NavigationView with NavigationStack"
)
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// One stack, of which only the top screen shows.
  public static var stack: StackNavigationViewStyle { .init() }
}

@available(*, deprecated, message: "replace styled NavigationView with NavigationSplitView")
@available(
  iOS, introduced: 15.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView"
)
@available(
  macOS, introduced: 12.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView"
)
@available(
  visionOS, introduced: 1.0, deprecated: 100000.0,
  message: "replace styled NavigationView with NavigationSplitView"
)
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Split view columns, one per leading view.
  public static var columns: ColumnNavigationViewStyle { .init() }
}

extension View {
  /// Makes the `NavigationView`s below this view one stack or columns, as `style` says.
  @available(
    *, deprecated,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0,
    message: "replace styled NavigationView with NavigationStack or NavigationSplitView instead"
  )
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
