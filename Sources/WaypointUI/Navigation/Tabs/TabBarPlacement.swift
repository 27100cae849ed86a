import WaypointCore

/// Where a tab view shows its tabs: what `EnvironmentValues.tabBarPlacement` tells a tab's
/// content.
public struct TabBarPlacement: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// A tab bar at the top (a tab bar at regular width).
  public static let topBar = TabBarPlacement(name: "topBar")
  /// A sidebar listing the tabs.
  public static let sidebar = TabBarPlacement(name: "sidebar")
  /// A tab bar at the bottom (a tab bar at compact width).
  public static let bottomBar = TabBarPlacement(name: "bottomBar")
  /// A pager's index dots.
  public static let pageIndicator = TabBarPlacement(name: "pageIndicator")

  /// The placement as Swift source (`.sidebar`).
  public var description: String { ".\(name)" }

  /// Where a tab view in `form` shows its tabs, at the environment's size class.
  @MainActor
  static func of(_ form: TabBarInfo.Form, in environment: EnvironmentValues) -> TabBarPlacement {
    switch form {
    case .sidebar: .sidebar
    case .pageIndicator: .pageIndicator
    case .tabBar: environment.horizontalSizeClass == .compact ? .bottomBar : .topBar
    }
  }
}

extension EnvironmentValues {
  /// Where the tab view this view is a tab of shows its tabs; nil outside a tab view.
  public internal(set) var tabBarPlacement: TabBarPlacement? {
    get { self[TabBarPlacementKey.self] }
    set { self[TabBarPlacementKey.self] = newValue }
  }

  /// Whether the tab view this view is a tab of shows its sections: a sidebar with sections.
  public internal(set) var isTabBarShowingSections: Bool {
    get { self[TabBarShowingSectionsKey.self] }
    set { self[TabBarShowingSectionsKey.self] = newValue }
  }

  /// The form a sidebar-adaptable tab view takes at regular width
  /// (`defaultAdaptableTabBarPlacement(_:)`).
  var defaultAdaptableTabBarPlacement: AdaptableTabBarPlacement {
    get { self[DefaultAdaptableTabBarPlacementKey.self] }
    set { self[DefaultAdaptableTabBarPlacementKey.self] = newValue }
  }
}

private enum TabBarPlacementKey: EnvironmentKey {
  static var defaultValue: TabBarPlacement? { nil }
}

private enum TabBarShowingSectionsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

private enum DefaultAdaptableTabBarPlacementKey: EnvironmentKey {
  static var defaultValue: AdaptableTabBarPlacement { .automatic }
}

extension View {
  /// Sets the form a sidebar-adaptable tab view inside takes at regular width: `.tabBar` keeps
  /// it a tab bar; `.sidebar` and `.automatic` make it a sidebar.
  nonisolated public func defaultAdaptableTabBarPlacement(
    _ defaultPlacement: AdaptableTabBarPlacement = .automatic
  ) -> some View {
    environment(\.defaultAdaptableTabBarPlacement, defaultPlacement)
  }
}

extension TabViewCustomization {
  /// The order of the tabs of the section with customization identifier `id`, nil while it is
  /// the builder's.
  @available(*, deprecated, message: "Use the `section` subscript and read `tabOrder` instead.")
  @available(
    iOS, introduced: 18.0, deprecated: 100000.0,
    message: "Use the `section` subscript and read `tabOrder` instead."
  )
  @available(
    macOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the `section` subscript and read `tabOrder` instead."
  )
  @available(
    visionOS, introduced: 2.0, deprecated: 100000.0,
    message: "Use the `section` subscript and read `tabOrder` instead."
  )
  public subscript(sectionID id: String) -> [String]? {
    self[section: id].tabOrder
  }

  /// Resets the order of the tabs of the section with customization identifier `sectionID`.
  @available(
    *, deprecated, message: "Use the `section` subscript and call `resetTabOrder` instead."
  )
  @available(
    iOS, introduced: 18.0, deprecated: 100000.0,
    message: "Use the `section` subscript and call `resetTabOrder` instead."
  )
  @available(
    macOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the `section` subscript and call `resetTabOrder` instead."
  )
  @available(
    visionOS, introduced: 2.0, deprecated: 100000.0,
    message: "Use the `section` subscript and call `resetTabOrder` instead."
  )
  public mutating func resetSectionOrder(for sectionID: String) {
    self[section: sectionID].resetTabOrder()
  }
}
