import WaypointCore

/// Tab content with something about its tabs changed: hidden, badged.
public struct ModifiedTabContent<Content: TabContent>: TabContent, PrimitiveTabContent {
  /// The selection value of the modified tabs.
  public typealias TabValue = Content.TabValue

  let content: Content
  let change: (inout TabEntry) -> Void

  /// Modified tab content has no body.
  public var body: Never { return primitiveBody(Self.self) }

  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    let start = tabs.count
    content.collectTabs(into: &tabs, path: path)
    for index in tabs.indices[start...] { change(&tabs[index]) }
  }
}

extension TabContent {
  /// Hides the tab (or the section's tabs) from the tab bar and sidebar while keeping its
  /// state, unlike removing it with an `if`.
  public func hidden(_ hidden: Bool = true) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { if hidden { $0.isHidden = true } }
  }

  /// Identifies the tab (or section) in a `TabViewCustomization`; stable across versions.
  public func customizationID(_ id: String) -> ModifiedTabContent<Self> {
    let isSection = self is any TabSectionContent
    return ModifiedTabContent(content: self) { entry in
      if isSection {
        if entry.sectionCustomizationID == nil { entry.sectionCustomizationID = id }
      } else {
        entry.customizationID = id
      }
    }
  }

  /// Sets what a person may change about the tab in the given placements.
  public func customizationBehavior(
    _ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...
  ) -> ModifiedTabContent<Self> {
    let places = Self.resolved(placements)
    return ModifiedTabContent(content: self) { entry in
      if behavior == .disabled { entry.fixedIn.formUnion(places) }
      if behavior == .reorderable { entry.unhideableIn.formUnion(places) }
    }
  }

  /// Sets the tab's visibility before any customization, in the given placements.
  public func defaultVisibility(
    _ visibility: Visibility, for placements: AdaptableTabBarPlacement...
  ) -> ModifiedTabContent<Self> {
    let places = Self.resolved(placements)
    return ModifiedTabContent(content: self) { entry in
      for place in places { entry.defaultVisibility[place] = visibility }
    }
  }

  /// Sets where the tab shows: `.sidebarOnly` keeps it out of the tab bar.
  public func tabPlacement(_ placement: TabPlacement) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { entry in
      if placement == .sidebarOnly { entry.isSidebarOnly = true }
      // A pinned tab stays in the tab bar and cannot be customized.
      if placement == .pinned { entry.fixedIn.formUnion([.tabBar, .sidebar]) }
    }
  }

  /// `.automatic` stands for both placements.
  private static func resolved(_ placements: [AdaptableTabBarPlacement])
    -> Set<AdaptableTabBarPlacement>
  {
    placements.contains(.automatic) || placements.isEmpty
      ? [.tabBar, .sidebar] : Set(placements)
  }

  /// Adds actions to the tab's sidebar item, shown as a menu when a person asks for them; an
  /// empty menu offers none.
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
    -> ContextMenuTabContent<Self, MenuItems>
  {
    ContextMenuTabContent(content: self, items: menuItems())
  }

  /// Shows a count on the tab; zero shows none.
  public func badge(_ count: Int) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { $0.badge = count == 0 ? nil : String(count) }
  }

  /// Shows a text on the tab; nil shows none.
  public func badge(_ label: Text?) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { $0.badge = label?.plainText }
  }

  /// Shows a localized text on the tab.
  public func badge(_ key: LocalizedStringKey) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { $0.badge = key.resolved }
  }

  /// Shows a text on the tab.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S) -> ModifiedTabContent<Self> {
    ModifiedTabContent(content: self) { $0.badge = String(label) }
  }
}

/// Tab content with a context menu on its sidebar items.
public struct ContextMenuTabContent<Content: TabContent, MenuItems: View>: TabContent,
  PrimitiveTabContent
{
  /// The selection value of the tabs.
  public typealias TabValue = Content.TabValue

  let content: Content
  let items: MenuItems

  /// Tab content with a context menu has no body.
  public var body: Never { return primitiveBody(Self.self) }

  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    let start = tabs.count
    content.collectTabs(into: &tabs, path: path)
    let menu = MenuContent.isEmpty(items) ? nil : AnyView(items)
    for index in tabs.indices[start...] { tabs[index].contextMenu = menu }
  }
}

/// Where a tab shows in a sidebar-adaptable tab view.
public struct TabPlacement: Hashable, Sendable {
  let name: String

  /// The system decides.
  public static let automatic = TabPlacement(name: "automatic")
  /// Pinned: always in the tab bar, not customizable.
  public static let pinned = TabPlacement(name: "pinned")
  /// In the sidebar only, never in the tab bar.
  public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// Marks `TabSection`, whose `customizationID` names the section rather than its tabs.
protocol TabSectionContent {}

extension TabSection: TabSectionContent {}

extension ForEach where Content: TabContent {
  /// Creates tabs, one for each element of identified data.
  public init<V>(
    _ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where Content.TabValue == V, ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(data: data, id: { $0.id }, content: content)
  }

  /// Creates tabs, one for each element of data identified by a key path.
  public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
  ) where Content.TabValue == V {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }

  /// Creates tabs over a constant range.
  public init<V>(
    _ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content
  ) where Content.TabValue == V, Data == Range<Int>, ID == Int {
    self.init(data: data, id: { $0 }, content: content)
  }
}

extension ForEach: TabContent, PrimitiveTabContent where Content: TabContent {
  /// The selection value of the tabs.
  public typealias TabValue = Content.TabValue

  /// A `ForEach` of tabs has no body.
  public var body: Never { return primitiveBody(Self.self) }

  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    for element in data {
      content(element).collectTabs(into: &tabs, path: path.appending(AnyHashable(id(element))))
    }
  }
}
