import Foundation

/// Columns made from a collection: one column content for each element, in order.
public struct TableColumnForEach<
  Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent
> where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
  /// The elements the columns are made from.
  public var data: Data
  /// Makes the columns of an element.
  public var content: (Data.Element) -> Content

  /// Columns for identifiable elements.
  public init(
    _ data: Data,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  /// Columns for elements identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  /// Columns for each number of a constant range.
  public init(
    _ data: Range<Int>, @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content
  ) where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
  }
}

extension TableColumnForEach: TableColumnContent, TableColumnCollecting {
  /// The type of value each row shows.
  public typealias TableRowValue = RowValue
  /// The comparator the columns sort by.
  public typealias TableColumnSortComparator = Sort
  /// The columns are the elements' columns.
  public typealias TableColumnBody = Never

  func collectColumns(into columns: inout [TableColumnEntry]) {
    for element in data { appendTableColumns(of: content(element), to: &columns) }
  }
}

extension Group: TableColumnContent, TableColumnCollecting where Content: TableColumnContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Content.TableRowValue
  /// The comparator the columns sort by.
  public typealias TableColumnSortComparator = Content.TableColumnSortComparator
  /// A group's columns are its content's.
  public typealias TableColumnBody = Never

  /// Groups columns, as one content of a table's columns (past the builder's ten).
  nonisolated public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content)
  where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
    self.init(made: content())
  }

  func collectColumns(into columns: inout [TableColumnEntry]) {
    appendTableColumns(of: content, to: &columns)
  }
}
