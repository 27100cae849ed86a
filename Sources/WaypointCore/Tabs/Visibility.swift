/// Whether to show a part that an API lets you show or hide, such as a table's column headers, a
/// dialog's title or a tab in the sidebar; `automatic` leaves the choice to that API's default.
public enum Visibility: String, Hashable, CaseIterable, Sendable, Codable {
  /// No preference: the API's own default decides.
  case automatic
  /// Asks for the part to be shown.
  case visible
  /// Asks for the part to be left out.
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
