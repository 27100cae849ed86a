import Foundation

// Table's initializers, as SwiftUI declares them: rows from a builder (`of:`) or from a
// collection (`_ data`), with or without a selection, a sort order and a column customization.
extension Table {
  /// A table of the rows `rows` makes, without a selection.
  nonisolated init(
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns(), selection: .none, sorting: nil, customization: nil)
  }

  /// A table of the rows `rows` makes, selecting one row.
  nonisolated init(
    selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .single(selection), sorting: nil,
      customization: nil)
  }

  /// A table of the rows `rows` makes, selecting rows.
  nonisolated init(
    selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil,
      customization: nil)
  }

  /// A table of the rows `rows` makes, without a selection.
  nonisolated public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sorting: nil,
      customization: nil)
  }
  /// A table of the rows `rows` makes, selecting one row.
  nonisolated public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .single(selection), sorting: nil,
      customization: nil)
  }
  /// A table of the rows `rows` makes, selecting rows.
  nonisolated public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil,
      customization: nil)
  }
  /// A table of the rows `rows` makes, without a selection, sorted by `sortOrder`.
  nonisolated public init<Sort: SortComparator>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table of the rows `rows` makes, without a selection, sorted by `sortOrder`.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table of the rows `rows` makes, selecting one row, sorted by `sortOrder`.
  nonisolated public init<Sort: SortComparator>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .single(selection),
      sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table of the rows `rows` makes, selecting one row, sorted by `sortOrder`.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .single(selection),
      sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table of the rows `rows` makes, selecting rows, sorted by `sortOrder`.
  nonisolated public init<Sort: SortComparator>(
    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .multiple(selection),
      sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table of the rows `rows` makes, selecting rows, sorted by `sortOrder`.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .multiple(selection),
      sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table of the rows `rows` makes, without a selection, its columns customized.
  nonisolated public init(
    of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sorting: nil,
      customization: columnCustomization)
  }
  /// A table of the rows `rows` makes, selecting one row, its columns customized.
  nonisolated public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .single(selection), sorting: nil,
      customization: columnCustomization)
  }
  /// A table of the rows `rows` makes, selecting rows, its columns customized.
  nonisolated public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      rows: rows(), columns: columns(), selection: .multiple(selection), sorting: nil,
      customization: columnCustomization)
  }
  /// A table of the rows `rows` makes, without a selection, sorted by `sortOrder`, its columns customized.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .none, sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
  /// A table of the rows `rows` makes, selecting one row, sorted by `sortOrder`, its columns customized.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .single(selection),
      sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
  /// A table of the rows `rows` makes, selecting rows, sorted by `sortOrder`, its columns customized.
  nonisolated public init<Sort: SortComparator>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Columns.TableRowValue == Sort.Compared {
    self.init(
      rows: rows(), columns: columns(), selection: .multiple(selection),
      sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
}

extension Table {
  /// A table with a row for each element of `data`, without a selection.
  nonisolated public init<Data>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .none, sorting: nil,
      customization: nil)
  }
  /// A table with a row for each element of `data`, selecting one row.
  nonisolated public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
      sorting: nil,
      customization: nil)
  }
  /// A table with a row for each element of `data`, selecting rows.
  nonisolated public init<Data>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
      sorting: nil,
      customization: nil)
  }
  /// A table with a row for each element of `data`, without a selection, sorted by `sortOrder`.
  nonisolated public init<Data, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .none,
      sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table with a row for each element of `data`, selecting one row, sorted by `sortOrder`.
  nonisolated public init<Data, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
      sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table with a row for each element of `data`, selecting rows, sorted by `sortOrder`.
  nonisolated public init<Data, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
      sorting: TableSorting(sortOrder),
      customization: nil)
  }
  /// A table with a row for each element of `data`, without a selection, its columns customized.
  nonisolated public init<Data>(
    _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .none, sorting: nil,
      customization: columnCustomization)
  }
  /// A table with a row for each element of `data`, selecting one row, its columns customized.
  nonisolated public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
      sorting: nil,
      customization: columnCustomization)
  }
  /// A table with a row for each element of `data`, selecting rows, its columns customized.
  nonisolated public init<Data>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
      sorting: nil,
      customization: columnCustomization)
  }
  /// A table with a row for each element of `data`, without a selection, sorted by `sortOrder`, its columns customized.
  nonisolated public init<Data, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .none,
      sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
  /// A table with a row for each element of `data`, selecting one row, sorted by `sortOrder`, its columns customized.
  nonisolated public init<Data, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection),
      sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
  /// A table with a row for each element of `data`, selecting rows, sorted by `sortOrder`, its columns customized.
  nonisolated public init<Data, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator,
    Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared
  {
    self.init(
      rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection),
      sorting: TableSorting(sortOrder),
      customization: columnCustomization)
  }
}
