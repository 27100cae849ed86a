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
