import Foundation

/// Blocks of 3 to 10 column contents.
extension TableColumnBuilder {
  /// 3 column contents, shown in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 3 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C0.TableColumnSortComparator == Never,
    C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2), valueType: RowValue.self, sortType: Never.self)
  }

  /// 4 column contents, shown in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 4 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3), valueType: RowValue.self, sortType: Never.self)
  }

  /// 5 column contents, shown in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 5 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C0.TableColumnSortComparator == Never,
    C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
    C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4), valueType: RowValue.self, sortType: Never.self)
  }

  /// 6 column contents, shown in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 6 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
    C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5), valueType: RowValue.self, sortType: Never.self)
  }

  /// 7 column contents, shown in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5, c6), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 7 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C0.TableColumnSortComparator == Never,
    C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
    C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
    C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5, c6), valueType: RowValue.self, sortType: Never.self)
  }

  /// 8 column contents, shown in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5, c6, c7), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 8 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
    C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
    C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5, c6, c7), valueType: RowValue.self, sortType: Never.self)
  }

  /// 9 column contents, shown in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5, c6, c7, c8), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 9 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue, C0.TableColumnSortComparator == Never,
    C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
    C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
    C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
    C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5, c6, c7, c8), valueType: RowValue.self, sortType: Never.self)
  }

  /// 10 column contents, shown in order.
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent, C9: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 10 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent, C9: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
    C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
    C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
    C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
    C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
    C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never,
    C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never
  {
    TupleTableColumnContent(
      (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), valueType: RowValue.self, sortType: Never.self)
  }
}
