import Foundation
import WaypointCore

/// A container of rows of data in columns: shown as a list whose first row is the columns'
/// headers and each other row the cells of one value, selected as a list's rows are.
///
/// A column with a comparator sorts: choosing its header puts its comparator first in the
/// table's sort order (reversed when it was first already); the app sorts its data by it.
public struct Table<Value, Rows, Columns>
where
  Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
  Rows.TableRowValue == Columns.TableRowValue
{
  let rows: Rows
  let columns: Columns
  let selection: TableSelection<Value.ID>
  let sorting: TableSorting?
  let customization: Binding<TableColumnCustomization<Value>>?
  @Environment(\.tableColumnHeadersVisibility) private var headersVisibility

  nonisolated init(
    rows: Rows, columns: Columns, selection: TableSelection<Value.ID>, sorting: TableSorting?,
    customization: Binding<TableColumnCustomization<Value>>?
  ) {
    self.rows = rows
    self.columns = columns
    self.selection = selection
    self.sorting = sorting
    self.customization = customization
  }
}

/// What a table's rows select: nothing, one row's id, or a set of them.
enum TableSelection<ID: Hashable> {
  case none
  case single(Binding<ID?>)
  case multiple(Binding<Set<ID>>)
}

/// A table's sort order, seen through its columns' comparators (given as `Any`).
struct TableSorting {
  /// The order a column's comparator sorts in when it leads the sort order; nil otherwise.
  let order: (Any) -> SortOrder?
  /// Sorts by a column's comparator: first, reversed if it was first already.
  let sort: (Any) -> Void

  nonisolated init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
    order = { comparator in
      guard let column = comparator as? Sort, let first = sortOrder.wrappedValue.first,
        Self.sameColumn(first, column)
      else { return nil }
      return first.order
    }
    sort = { comparator in
      guard var column = comparator as? Sort else { return }
      let current = sortOrder.wrappedValue
      if let first = current.first, Self.sameColumn(first, column) {
        column.order = first.order == .forward ? .reverse : .forward
      }
      sortOrder.wrappedValue = [column] + current.filter { !Self.sameColumn($0, column) }
    }
  }

  /// Whether two comparators compare the same way, whatever their order.
  static func sameColumn<Sort: SortComparator>(_ a: Sort, _ b: Sort) -> Bool {
    var (a, b) = (a, b)
    a.order = .forward
    b.order = .forward
    return a == b
  }
}

extension Table: View {
  /// The header row and the value rows, in a list with the table's selection.
  public var body: some View {
    let content = listContent()
    switch selection {
    case .none: List { content }
    case .single(let binding): List(selection: binding) { content }
    case .multiple(let binding): List(selection: binding) { content }
    }
  }

  @MainActor private func listContent() -> TableListContent {
    var all: [TableColumnEntry] = []
    appendTableColumns(of: columns, to: &all)
    let customization = self.customization?.wrappedValue
    let shown = all.filter { column in
      var visibility = column.defaultVisibility
      if let id = column.customizationID, let customization,
        customization[visibility: id] != .automatic
      {
        visibility = customization[visibility: id]
      }
      return visibility != .hidden
    }
    var items: [TableItem] = []
    appendTableRows(of: rows, to: &items)
    var rows: [TableListRow] = []
    for (position, item) in items.enumerated() {
      switch item {
      case .header(let header):
        rows.append(TableListRow(key: .header(position), view: header))
      case .row(let entry):
        guard let value = entry.value as? Value else { continue }
        rows.append(
          TableListRow(key: .row(AnyHashable(value.id)), view: rowView(entry, value, shown)))
      }
    }
    let header = headersVisibility == .hidden ? nil : AnyView(headerRow(shown))
    return TableListContent(header: header, rows: rows)
  }

  @MainActor private func headerRow(_ columns: [TableColumnEntry]) -> TableCells {
    let sorting = self.sorting
    return TableCells(
      cells: columns.map { column in
        guard let sorting, let comparator = column.comparator else {
          return Self.framed(column.label, column)
        }
        let order = sorting.order(comparator)
        let button = Button {
          sorting.sort(comparator)
        } label: {
          HStack {
            column.label
            if let order { Text(order == .forward ? "▲" : "▼") }
          }
        }
        return Self.framed(AnyView(button), column)
      }, depth: 0)
  }

  @MainActor private func rowView(
    _ entry: TableRowEntry, _ value: Value, _ columns: [TableColumnEntry]
  )
    -> AnyView
  {
    var view = AnyView(
      TableCells(cells: columns.map { Self.framed($0.cell(value), $0) }, depth: entry.depth))
    for decorate in entry.decorations { view = decorate(view) }
    if case .none = selection { return view }
    return entry.isSelectionDisabled ? view : AnyView(view.tag(value.id))
  }

  /// A cell or header in its column's width and alignment.
  @MainActor private static func framed(_ view: AnyView, _ column: TableColumnEntry) -> AnyView {
    let alignment = column.alignment.frameAlignment
    let width = column.width
    if let fixed = width.fixed {
      return AnyView(view.frame(width: fixed, alignment: alignment ?? .leading))
    }
    if width.min != nil || width.ideal != nil || width.max != nil {
      return AnyView(
        view.frame(
          minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max,
          alignment: alignment ?? .leading))
    }
    if let alignment { return AnyView(view.frame(maxWidth: .infinity, alignment: alignment)) }
    return view
  }
}

/// A row of a table's list: a section header or a value's cells.
struct TableListRow {
  enum Key: Hashable {
    case header(Int)
    case row(AnyHashable)
  }
  let key: Key
  let view: AnyView
}

/// The rows of a table's list; each value row carries its id as an explicit tag, so that
/// headers and rows kept from selection are not selectable.
struct TableListContent: View {
  let header: AnyView?
  let rows: [TableListRow]

  var body: some View {
    if let header { header }
    ForEach(rows, id: \.key) { $0.view }
      .environment(\.tagsForEachRows, false)
  }
}

/// The cells of one row of a table, side by side, indented by the row's depth in an outline.
struct TableCells: View {
  let cells: [AnyView]
  let depth: Int

  var body: some View {
    let row = GridRow { ForEach(cells.indices, id: \.self) { cells[$0] } }
    if depth > 0 { row.padding(.leading, CGFloat(depth) * 16) } else { row }
  }
}

extension EnvironmentValues {
  /// Whether tables show their columns' headers (`.tableColumnHeaders(_:)`).
  var tableColumnHeadersVisibility: Visibility {
    get { self[TableColumnHeadersKey.self] }
    set { self[TableColumnHeadersKey.self] = newValue }
  }
}

private struct TableColumnHeadersKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}
