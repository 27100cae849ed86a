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
