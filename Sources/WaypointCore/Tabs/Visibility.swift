/// The visibility of a UI element, chosen automatically by the system by default.
public enum Visibility: String, Hashable, CaseIterable, Sendable, Codable {
  /// The element may be visible or hidden depending on the context.
  case automatic
  /// The element may be visible.
  case visible
  /// The element is hidden.
  case hidden

  /// The three visibilities, automatic first.
  public static var allCases: [Visibility] { [.automatic, .visible, .hidden] }
}

/// A place where a tab of a sidebar-adaptable tab view appears.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String

  /// The default placement.
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  /// The tab bar.
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  /// The sidebar.
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// What a user may change about a tab in a customizable tab view.
public struct TabCustomizationBehavior: Hashable, Sendable {
  let name: String

  /// The system decides: the tab can be hidden and moved.
  public static let automatic = TabCustomizationBehavior(name: "automatic")
  /// The tab can be moved but not hidden.
  public static let reorderable = TabCustomizationBehavior(name: "reorderable")
  /// The tab can be neither hidden nor moved.
  public static let disabled = TabCustomizationBehavior(name: "disabled")
}
