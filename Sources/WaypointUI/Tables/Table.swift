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
    // One frame per column, which every row's cell in it records: the rows of every open tab
    // would otherwise each keep their own copy of the same frame.
    let frames = shown.map(\.cellFrame)
    var rows: [TableListRow] = []
    for (position, item) in items.enumerated() {
      switch item {
      case .header(let header):
        rows.append(TableListRow(key: .header(position), view: header))
      case .row(let entry):
        guard let value = entry.value as? Value else { continue }
        rows.append(
          TableListRow(
            key: .row(AnyHashable(value.id)), view: rowView(entry, value, shown, frames)))
      }
    }
    let header = headersVisibility == .hidden ? nil : AnyView(headerRow(shown, frames))
    return TableListContent(header: header, rows: rows)
  }

  @MainActor private func headerRow(_ columns: [TableColumnEntry], _ frames: [Attribute?])
    -> TableCells
  {
    let sorting = self.sorting
    return TableCells(count: columns.count, depth: 0) { index in
      let column = columns[index]
      guard let sorting, let comparator = column.comparator else {
        return Self.framed(column.label, frames[index])
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
      return Self.framed(AnyView(button), frames[index])
    }
  }

  @MainActor private func rowView(
    _ entry: TableRowEntry, _ value: Value, _ columns: [TableColumnEntry],
    _ frames: [Attribute?]
  ) -> AnyView {
    // The cells are made when the row is shown, so that only their nodes keep them.
    let selectable = if case .none = selection { false } else { !entry.isSelectionDisabled }
    let tag = selectable ? AnyHashable(value.id) : nil
    var view = AnyView(
      TableCells(count: columns.count, depth: entry.depth, tag: tag) { index in
        Self.framed(columns[index].cell(value), frames[index])
      })
    for decorate in entry.decorations { view = decorate(view) }
    return view
  }

  /// A cell or header with its column's frame recorded on it, if the column has one.
  @MainActor private static func framed(_ view: AnyView, _ frame: Attribute?) -> AnyView {
    guard let frame else { return view }
    return AnyView(view.attribute(frame))
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

/// One row of a table: its cells placed by position, shown as one grid row (indented by its
/// depth in a tree of rows) that carries the row's selection tag. A primitive, so that a row
/// is one node and one element: as a view of a grid row over a `ForEach`, tagged by a modifier,
/// each row of each open tab kept four nodes and a tagged copy of its element.
struct TableCells: View, PrimitiveView {
  let count: Int
  let depth: Int
  /// The value a selection picks the row by, if it can be selected.
  var tag: AnyHashable? = nil
  /// The cell in a column, by position.
  let cell: @MainActor (Int) -> AnyView

  /// A table's row has no body.
  var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    node.reconcile { cells in
      for index in 0..<count { cells.add(cell(index), key: .index(index)) }
    }
  }

  func output(in node: Node) -> NodeOutput {
    let content = node.childrenOutput()
    var attributes: [Attribute] = []
    if depth > 0 { attributes.append(.padding(.leading, CGFloat(depth) * 16)) }
    let tagged = tag.map(TagModifier<AnyHashable>.explicitTag)
    if let tagged { attributes.append(tagged.attribute) }
    let element = node.makeElement(
      role: .gridRow(alignment: nil), attributes: attributes.shared, children: content.elements,
      tag: tagged?.tag)
    return NodeOutput(elements: [element], preferences: content.preferences)
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
