/// Row content with no rows: the header and footer of a table section that has none.
public struct EmptyTableRowContent<Value: Identifiable> {}

extension EmptyTableRowContent: TableRowContent, TableRowCollecting {
  /// The type of value the table's rows show.
  public typealias TableRowValue = Value
  /// There are no rows.
  public typealias TableRowBody = Never

  func collectRows(into items: inout [TableItem]) {}
}
