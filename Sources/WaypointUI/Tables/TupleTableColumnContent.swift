import Foundation

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
