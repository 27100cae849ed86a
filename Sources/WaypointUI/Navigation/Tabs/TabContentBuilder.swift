/// A result builder that constructs tabs for a tab view.
@resultBuilder @MainActor
public enum TabContentBuilder<TabValue: Hashable> {
  /// Takes one tab, section, `ForEach` of tabs or custom tab content.
  public static func buildExpression<C: TabContent>(_ content: C) -> BuiltTabContent<TabValue>
  where C.TabValue == TabValue {
    BuiltTabContent { tabs, path in content.collectTabs(into: &tabs, path: path) }
  }

  /// Builds empty tab content from a block with no statements.
  public static func buildBlock() -> BuiltTabContent<TabValue> {
    BuiltTabContent { _, _ in }
  }

  /// Combines the tabs of a block, in order.
  public static func buildBlock<V>(_ parts: BuiltTabContent<V>...) -> BuiltTabContent<V> {
    BuiltTabContent { tabs, path in
      for (index, part) in parts.enumerated() { part.collect(&tabs, path.appending(index)) }
    }
  }

  /// Tabs that are there only when an `if` holds.
  public static func buildOptional<V>(_ part: BuiltTabContent<V>?) -> BuiltTabContent<V> {
    BuiltTabContent { tabs, path in part?.collect(&tabs, path.appending("some")) }
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<V>(first: BuiltTabContent<V>) -> BuiltTabContent<V> {
    BuiltTabContent { tabs, path in first.collect(&tabs, path.appending("first")) }
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<V>(second: BuiltTabContent<V>) -> BuiltTabContent<V> {
    BuiltTabContent { tabs, path in second.collect(&tabs, path.appending("second")) }
  }

  /// Tabs from a `for` loop.
  public static func buildArray<V>(_ parts: [BuiltTabContent<V>]) -> BuiltTabContent<V> {
    BuiltTabContent { tabs, path in
      for (index, part) in parts.enumerated() { part.collect(&tabs, path.appending(index)) }
    }
  }

  /// Tabs available only on some systems.
  public static func buildLimitedAvailability<V>(_ part: BuiltTabContent<V>)
    -> BuiltTabContent<V>
  {
    part
  }
}

/// Tab content made by `TabContentBuilder`: the tabs of a block, in order.
public struct BuiltTabContent<TabValue: Hashable>: TabContent, PrimitiveTabContent {
  let collect: @MainActor (inout [TabEntry], TabPath) -> Void

  /// Built tab content has no body.
  public var body: Never { return primitiveBody(Self.self) }

  func collectTabs(into tabs: inout [TabEntry], path: TabPath) {
    collect(&tabs, path)
  }
}
