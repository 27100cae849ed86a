/// A result builder that constructs tabs for a tab view.
@resultBuilder @MainActor
public enum TabContentBuilder<TabValue: Hashable> {
  /// Takes one tab, section, `ForEach` of tabs or custom tab content.
  public static func buildExpression(_ content: some TabContent<TabValue>)
    -> some TabContent<TabValue>
  {
    content
  }

  /// Builds empty tab content from a block with no statements.
  public static func buildBlock() -> BuiltTabContent<TabValue> {
    BuiltTabContent { _, _ in }
  }

  /// The tab content of a block with one statement.
  public static func buildBlock(_ content: some TabContent<TabValue>)
    -> some TabContent<TabValue>
  {
    content
  }

  /// Tabs that are there only when an `if` holds.
  public static func buildIf(_ content: (some TabContent<TabValue>)?)
    -> (some TabContent<TabValue>)?
  {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<T: TabContent, F: TabContent>(first: T)
    -> _ConditionalContent<T, F>
  where T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<T: TabContent, F: TabContent>(second: F)
    -> _ConditionalContent<T, F>
  where T.TabValue == TabValue, F.TabValue == TabValue {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Tabs from a `for` loop.
  public static func buildArray<C: TabContent>(_ parts: [C]) -> BuiltTabContent<TabValue>
  where C.TabValue == TabValue {
    BuiltTabContent { tabs, path in
      for (index, part) in parts.enumerated() {
        part.collectTabs(into: &tabs, path: path.appending(index))
      }
    }
  }

  /// Tabs available only on some systems, type-erased.
  public static func buildLimitedAvailability<T: TabContent>(_ content: T)
    -> AnyTabContent<T.TabValue>
  {
    AnyTabContent(content)
  }
}

extension TabContentBuilder {
  /// Combines the 2 tab contents of a block, in order.
  public static func buildBlock<C0: TabContent, C1: TabContent>(
    _ c0: C0, _ c1: C1
  ) -> some TabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
    }
  }

  /// Combines the 3 tab contents of a block, in order.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> some TabContent<TabValue>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
      c2.collectTabs(into: &tabs, path: path.appending(2))
    }
  }

  /// Combines the 4 tab contents of a block, in order.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue
  {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
      c2.collectTabs(into: &tabs, path: path.appending(2))
      c3.collectTabs(into: &tabs, path: path.appending(3))
    }
  }

  /// Combines the 5 tab contents of a block, in order.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue
  {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
      c2.collectTabs(into: &tabs, path: path.appending(2))
      c3.collectTabs(into: &tabs, path: path.appending(3))
      c4.collectTabs(into: &tabs, path: path.appending(4))
    }
  }

  /// Combines the 6 tab contents of a block, in order.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue
  {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
      c2.collectTabs(into: &tabs, path: path.appending(2))
      c3.collectTabs(into: &tabs, path: path.appending(3))
      c4.collectTabs(into: &tabs, path: path.appending(4))
      c5.collectTabs(into: &tabs, path: path.appending(5))
    }
  }

  /// Combines the 7 tab contents of a block, in order.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue
  {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
      c2.collectTabs(into: &tabs, path: path.appending(2))
      c3.collectTabs(into: &tabs, path: path.appending(3))
      c4.collectTabs(into: &tabs, path: path.appending(4))
      c5.collectTabs(into: &tabs, path: path.appending(5))
      c6.collectTabs(into: &tabs, path: path.appending(6))
    }
  }

  /// Combines the 8 tab contents of a block, in order.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue
  {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
      c2.collectTabs(into: &tabs, path: path.appending(2))
      c3.collectTabs(into: &tabs, path: path.appending(3))
      c4.collectTabs(into: &tabs, path: path.appending(4))
      c5.collectTabs(into: &tabs, path: path.appending(5))
      c6.collectTabs(into: &tabs, path: path.appending(6))
      c7.collectTabs(into: &tabs, path: path.appending(7))
    }
  }

  /// Combines the 9 tab contents of a block, in order.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent, C8: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue
  {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
      c2.collectTabs(into: &tabs, path: path.appending(2))
      c3.collectTabs(into: &tabs, path: path.appending(3))
      c4.collectTabs(into: &tabs, path: path.appending(4))
      c5.collectTabs(into: &tabs, path: path.appending(5))
      c6.collectTabs(into: &tabs, path: path.appending(6))
      c7.collectTabs(into: &tabs, path: path.appending(7))
      c8.collectTabs(into: &tabs, path: path.appending(8))
    }
  }

  /// Combines the 10 tab contents of a block, in order.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> some TabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue,
    C9.TabValue == TabValue
  {
    BuiltTabContent<TabValue> { tabs, path in
      c0.collectTabs(into: &tabs, path: path.appending(0))
      c1.collectTabs(into: &tabs, path: path.appending(1))
      c2.collectTabs(into: &tabs, path: path.appending(2))
      c3.collectTabs(into: &tabs, path: path.appending(3))
      c4.collectTabs(into: &tabs, path: path.appending(4))
      c5.collectTabs(into: &tabs, path: path.appending(5))
      c6.collectTabs(into: &tabs, path: path.appending(6))
      c7.collectTabs(into: &tabs, path: path.appending(7))
      c8.collectTabs(into: &tabs, path: path.appending(8))
      c9.collectTabs(into: &tabs, path: path.appending(9))
    }
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
