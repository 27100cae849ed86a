import Foundation

// Tables of trees: a row for each element of `data` and, under it, its children's rows.
extension Table {
  /// A table of the tree of `data`, without a selection.
  nonisolated public init<Data>(
    _ data: Data, children: KeyPath<Value, Data?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .none, sorting: nil,
      customization: columnCustomization)
  }
  /// A table of the tree of `data`, selecting one row.
  nonisolated public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .single(selection), sorting: nil,
      customization: columnCustomization)
  }
  /// A table of the tree of `data`, selecting rows.
  nonisolated public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .multiple(selection), sorting: nil,
      customization: columnCustomization)
  }
  /// A table of the tree of `data`, without a selection, sorted by `sortOrder`.
  nonisolated public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .none, sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
  /// A table of the tree of `data`, selecting one row, sorted by `sortOrder`.
  nonisolated public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .single(selection), sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
  /// A table of the tree of `data`, selecting rows, sorted by `sortOrder`.
  nonisolated public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableOutlineGroupContent(data: data, children: children), columns: columns(),
      selection: .multiple(selection), sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
}
