import Foundation

/// A result builder that makes the columns of a table from a closure of `TableColumn`s.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  /// A column that sorts by the table's comparator.
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Sort, Content, Label>
  ) -> TableColumn<RowValue, Sort, Content, Label> {
    column
  }

  /// A column that does not sort.
  @_disfavoredOverload
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Never, Content, Label>
  ) -> TableColumn<RowValue, Never, Content, Label> {
    column
  }

  /// Column content that sorts by the table's comparator.
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator {
    column
  }

  /// Column content that does not sort.
  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never {
    column
  }

  /// One column content, as it is.
  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
  where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator {
    column
  }

  /// One column content that does not sort, as it is.
  @_disfavoredOverload
  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
  where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never {
    column
  }

  /// 2 column contents, shown in order.
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
  where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue {
    TupleTableColumnContent((c0, c1), valueType: RowValue.self, sortType: Sort.self)
  }

  /// 2 column contents that do not sort, shown in order.
  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
  where
    RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1), valueType: RowValue.self, sortType: Never.self)
  }

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

  /// Columns shown only when a condition holds.
  public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
  where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator {
    content
  }

  /// Columns that do not sort, shown only when a condition holds.
  @_disfavoredOverload
  public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
  where RowValue == C.TableRowValue, C.TableColumnSortComparator == Never {
    content
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T)
    -> _ConditionalContent<T, F>
  where
    RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
    T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The first branch of an `if`/`else`, of columns that do not sort.
  @_disfavoredOverload
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T)
    -> _ConditionalContent<T, F>
  where
    RowValue == T.TableRowValue, T.TableColumnSortComparator == Never,
    T.TableRowValue == F.TableRowValue, F.TableColumnSortComparator == Never
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F)
    -> _ConditionalContent<T, F>
  where
    RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
    T.TableColumnSortComparator == F.TableColumnSortComparator, T.TableRowValue == F.TableRowValue
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The second branch of an `if`/`else`, of columns that do not sort.
  @_disfavoredOverload
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F)
    -> _ConditionalContent<T, F>
  where
    RowValue == T.TableRowValue, T.TableColumnSortComparator == Never,
    T.TableRowValue == F.TableRowValue, F.TableColumnSortComparator == Never
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Columns built under `if #available`.
  public static func buildLimitedAvailability(
    _ content: any TableColumnContent<RowValue, Sort>
  ) -> some TableColumnContent<RowValue, Sort> {
    ErasedTableColumns<RowValue, Sort>(content: content)
  }

  /// Columns that do not sort, built under `if #available`.
  @_disfavoredOverload
  public static func buildLimitedAvailability(
    _ content: any TableColumnContent<RowValue, Never>
  ) -> some TableColumnContent<RowValue, Never> {
    ErasedTableColumns<RowValue, Never>(content: content)
  }
}

/// Columns of any type, as `buildLimitedAvailability` gives them.
struct ErasedTableColumns<RowValue: Identifiable, Sort: SortComparator> {
  let content: any TableColumnContent
}

extension ErasedTableColumns: TableColumnContent, TableColumnCollecting {
  typealias TableRowValue = RowValue
  typealias TableColumnSortComparator = Sort
  typealias TableColumnBody = Never

  func collectColumns(into columns: inout [TableColumnEntry]) {
    appendTableColumns(of: content, to: &columns)
  }
}

/// Several column contents, one after the other, as `TableColumnBuilder` makes them.
@frozen
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T> {
  /// The column contents, as a tuple.
  public var value: T

  init(_ value: T, valueType: RowValue.Type, sortType: Sort.Type) {
    self.value = value
  }
}

extension TupleTableColumnContent: TableColumnContent, TableColumnCollecting {
  /// The type of value each row shows.
  public typealias TableRowValue = RowValue
  /// The comparator the columns sort by.
  public typealias TableColumnSortComparator = Sort
  /// A tuple's columns are its parts'.
  public typealias TableColumnBody = Never

  func collectColumns(into columns: inout [TableColumnEntry]) {
    appendTableColumns(ofTuple: value, to: &columns)
  }
}

extension _ConditionalContent: TableColumnContent, TableColumnCollecting
where TrueContent: TableColumnContent, FalseContent: TableColumnContent {
  /// The type of value each row shows.
  public typealias TableRowValue = TrueContent.TableRowValue
  /// The comparator the columns sort by.
  public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
  /// Conditional columns are those of the branch taken.
  public typealias TableColumnBody = Never

  func collectColumns(into columns: inout [TableColumnEntry]) {
    switch storage {
    case .trueContent(let content): appendTableColumns(of: content, to: &columns)
    case .falseContent(let content): appendTableColumns(of: content, to: &columns)
    }
  }
}

extension Optional: TableColumnContent, TableColumnCollecting where Wrapped: TableColumnContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Wrapped.TableRowValue
  /// The comparator the columns sort by.
  public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
  /// Optional columns are the wrapped ones, when there are some.
  public typealias TableColumnBody = Never

  func collectColumns(into columns: inout [TableColumnEntry]) {
    if let content = self { appendTableColumns(of: content, to: &columns) }
  }
}
