import WaypointCore

/// Declares the tabs of a `TabView`: `Tab`, `TabSection` and `ForEach` of tabs are the building
/// blocks, and your own tab content composes them in `body`.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of value the tab view's selection takes.
  associatedtype TabValue: Hashable
  /// The tab content `body` returns, usually inferred.
  associatedtype Body: TabContent

  /// The tabs this content is made of; Waypoint collects them in order.
  @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: TabContent {
  /// `Never` is the selection value of a tab view without one, and the body of built-in tabs.
  public typealias TabValue = Never
}

/// Tab content Waypoint resolves itself: it lists its tabs instead of having a body.
@MainActor
protocol PrimitiveTabContent {
  /// Appends the tabs this content declares, in order; `path` tells them apart structurally.
  func collectTabs(into tabs: inout [TabEntry], path: TabPath)
}

extension TabContent {
  /// The tabs this content declares, in order.
  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    if let primitive = self as? any PrimitiveTabContent {
      primitive.collectTabs(into: &tabs, path: path)
    } else {
      body.collectTabs(into: &tabs, path: path)
    }
  }
}

/// Where a tab sits in the structure of a tab view's content, for tabs without a value.
struct TabPath: Hashable {
  var components: [AnyHashable] = []

  func appending(_ component: AnyHashable) -> TabPath {
    TabPath(components: components + [component])
  }
}

/// A role for a tab that the system treats specially.
public struct TabRole: Hashable, Sendable {
  let name: String

  /// The search role: a tab the system places apart, with a search field.
  public static let search = TabRole(name: "search")
}

/// One tab as a tab view lists it: what its bar item shows, how it is identified, and its
/// content.
struct TabEntry {
  /// Identifies the tab's node: its value when it has one, else its place in the structure.
  var identity: AnyHashable
  /// The value the selection takes for it.
  var value: AnyHashable?
  var title: String
  var image: ImageName?
  var role: TabRole?
  var badge: String?
  var isHidden = false
  /// The title of the `TabSection` it is in, if any.
  var section: String?
  var content: AnyView
  /// Its `customizationID`, and its section's.
  var customizationID: String?
  var sectionCustomizationID: String?
  /// Where a person may not hide or move it (`customizationBehavior(.disabled, …)`), and where
  /// they may not hide it (`.reorderable`).
  var fixedIn: Set<AdaptableTabBarPlacement> = []
  var unhideableIn: Set<AdaptableTabBarPlacement> = []
  /// Its visibility before any customization, by placement (`defaultVisibility(_:for:)`).
  var defaultVisibility: [AdaptableTabBarPlacement: Visibility] = [:]
  /// Whether it shows in the sidebar only (`tabPlacement(.sidebarOnly)`).
  var isSidebarOnly = false
  /// The actions of its context menu in the sidebar, when it has one that is not empty.
  var contextMenu: AnyView?
  /// Whether it cannot be selected (`disabled(true)`).
  var isDisabled = false
  /// Modifiers recorded on its tab bar item (`springLoadingBehavior`, `swipeActions`…).
  var attributes: [Attribute] = []

  /// The entry with an empty view for its content, which an `AnyView` holds without a box.
  var withoutContent: TabEntry {
    var entry = self
    entry.content = AnyView(EmptyView())
    return entry
  }
}
