/// Picks how a `TabView` presents its tabs (a tab bar, a sidebar, a pager); the semantic tree
/// records the style's `kind`.
public protocol TabViewStyle {
  /// Which style this is, as the semantic tree records it.
  var kind: TabViewStyleKind { get }
}

/// The default tab view style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
  /// Creates the default style.
  public init() {}
  /// `.automatic`.
  public var kind: TabViewStyleKind { .automatic }
}

/// A tab bar at compact width that becomes a sidebar of the tabs, with their sections, at
/// regular width.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// Creates the sidebar-adaptable style.
  public init() {}
  /// `.sidebarAdaptable`.
  public var kind: TabViewStyleKind { .sidebarAdaptable }
}

/// A tab bar at every width.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
  /// Creates the tab-bar-only style.
  public init() {}
  /// `.tabBarOnly`.
  public var kind: TabViewStyleKind { .tabBarOnly }
}

/// A sidebar of the tabs at every width.
public struct SidebarTabViewStyle: TabViewStyle {
  /// Creates the sidebar style.
  public init() {}
  /// `.sidebar`.
  public var kind: TabViewStyleKind { .sidebar }
}

/// A pager: the tabs are pages turned one at a time, with index dots.
public struct PageTabViewStyle: TabViewStyle {
  /// When the index dots show.
  public struct IndexDisplayMode: Sendable, Equatable {
    let name: String
    /// The system decides.
    public static let automatic = IndexDisplayMode(name: "automatic")
    /// Always.
    public static let always = IndexDisplayMode(name: "always")
    /// Never.
    public static let never = IndexDisplayMode(name: "never")
  }

  let indexDisplayMode: IndexDisplayMode

  /// Creates a page style, with index dots as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }

  /// `.page`.
  public var kind: TabViewStyleKind { .page }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// A tab bar, recorded as `.automatic`.
  public static var automatic: DefaultTabViewStyle { .init() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar that becomes a sidebar at regular width.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// A tab bar at every width.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}

extension TabViewStyle where Self == SidebarTabViewStyle {
  /// A sidebar of the tabs at every width.
  public static var sidebar: SidebarTabViewStyle { .init() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// A pager of the tabs.
  public static var page: PageTabViewStyle { .init() }

  /// A pager of the tabs, with index dots as `indexDisplayMode` says.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

extension View {
  /// Makes the tab views below this view present their tabs as `style` says.
  nonisolated public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyle, style.kind)
  }
}

extension EnvironmentValues {
  /// The style tab views inside take.
  var tabViewStyle: TabViewStyleKind {
    get { self[TabStyleKey.self] }
    set { self[TabStyleKey.self] = newValue }
  }
}

private enum TabStyleKey: EnvironmentKey {
  static var defaultValue: TabViewStyleKind { .automatic }
}
