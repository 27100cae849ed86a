/// Tab content that is there only when an `if` holds.
extension Optional: TabContent where Wrapped: TabContent {
  /// The selection value of the wrapped tabs.
  public typealias TabValue = Wrapped.TabValue

  /// Optional tab content has no body.
  public var body: Never { return primitiveBody(Self.self) }
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    self?.collectTabs(into: &tabs, path: path.appending("some"))
  }
}

/// Tab content that is one of two branches of an `if`/`else` or `switch`.
extension _ConditionalContent: TabContent
where
  TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue
{
  /// The selection value of both branches' tabs.
  public typealias TabValue = TrueContent.TabValue

  /// Conditional tab content has no body.
  public var body: Never { return primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveTabContent
where
  TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue
{
  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    switch storage {
    case .trueContent(let content): content.collectTabs(into: &tabs, path: path.appending("first"))
    case .falseContent(let content):
      content.collectTabs(into: &tabs, path: path.appending("second"))
    }
  }
}

/// Tabs grouped to apply modifiers to all of them at once.
extension Group: TabContent where Content: TabContent {
  /// The selection value of the grouped tabs.
  public typealias TabValue = Content.TabValue

  /// Groups the tabs `content` declares, so that modifiers on the group apply to each of them.
  public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
    self.init(made: content())
  }

  /// A group of tabs has no body.
  public var body: Never { return primitiveBody(Self.self) }
}

extension Group: PrimitiveTabContent where Content: TabContent {
  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    content.collectTabs(into: &tabs, path: path)
  }
}

/// Type-erased tab content.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent, PrimitiveTabContent {
  /// The selection value of the erased tabs.
  public typealias TabValue = SelectionValue

  private let collect: @MainActor (inout [TabEntry], TabPath) -> Void

  /// Creates tab content that erases the type of `content`.
  public init<C: TabContent>(_ content: C) where C.TabValue == SelectionValue {
    collect = { tabs, path in content.collectTabs(into: &tabs, path: path) }
  }

  /// Type-erased tab content has no body.
  public var body: Never { return primitiveBody(Self.self) }

  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    collect(&tabs, path)
  }
}
