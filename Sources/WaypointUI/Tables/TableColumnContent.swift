import Foundation
import WaypointCore

/// A type that represents one or more columns of a table: `TableColumn`s, or content built of
/// them by `TableColumnBuilder`, which `Table` shows as the cells of each of its rows.
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of value each row of the table shows.
  associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
  /// The comparator that sorts the table's rows by these columns.
  associatedtype TableColumnSortComparator: SortComparator =
    TableColumnBody.TableColumnSortComparator
  /// The type of the columns this content is made of.
  associatedtype TableColumnBody: TableColumnContent
  /// The columns this content is made of.
  nonisolated var tableColumnBody: TableColumnBody { get }
}

extension TableColumnContent where TableColumnBody == Never {
  /// Built-in column content has no body; a table reads its columns directly.
  nonisolated public var tableColumnBody: Never { primitiveBody(Self.self) }
}

extension Never: TableColumnContent {
  /// `Never` sorts nothing.
  public typealias TableColumnSortComparator = Never
  /// `Never` has no columns.
  public typealias TableColumnBody = Never
  /// `Never` has no value, so no columns to read.
  nonisolated public var tableColumnBody: Never { switch self {} }
}

/// How wide a column is, as `TableColumn.width(…)` set it.
struct TableColumnWidth {
  var fixed: CGFloat?
  var min: CGFloat?
  var ideal: CGFloat?
  var max: CGFloat?
}

/// One column as a table shows it: its header, and how it makes the cell of a row.
struct TableColumnEntry {
  /// The column's header.
  var label: AnyView
  /// The cell of a row value (given as `Any`: a table's rows are all its own `Value`).
  var cell: @MainActor (Any) -> AnyView
  /// The comparator a click on the header sorts by; nil for a column that does not sort.
  var comparator: Any?
  var width = TableColumnWidth()
  var alignment = TableColumnAlignment.automatic
  var customizationID: String?
  var defaultVisibility = Visibility.automatic
  var disabledCustomization = TableColumnCustomizationBehavior()
}

/// Column content that lists its columns itself.
@MainActor
protocol TableColumnCollecting {
  func collectColumns(into columns: inout [TableColumnEntry])
}

/// Appends the columns of `content`: its own list, or its body's.
@MainActor
func appendTableColumns<C: TableColumnContent>(
  of content: C, to columns: inout [TableColumnEntry]
) {
  if let collecting = content as? any TableColumnCollecting {
    collecting.collectColumns(into: &columns)
  } else if C.TableColumnBody.self != Never.self {
    appendTableColumns(of: content.tableColumnBody, to: &columns)
  }
}

/// Appends the columns of each part of a tuple of column contents.
@MainActor
func appendTableColumns(ofTuple tuple: Any, to columns: inout [TableColumnEntry]) {
  for child in Mirror(reflecting: tuple).children {
    if let content = child.value as? any TableColumnContent {
      appendTableColumns(of: content, to: &columns)
    }
  }
}

/// Column content that changes each of its columns (`.alignment(_:)`, `.customizationID(_:)`…).
struct ModifiedTableColumns<Content: TableColumnContent> {
  let content: Content
  let change: @MainActor (inout TableColumnEntry) -> Void
}

extension ModifiedTableColumns: TableColumnContent, TableColumnCollecting {
  typealias TableRowValue = Content.TableRowValue
  typealias TableColumnSortComparator = Content.TableColumnSortComparator
  typealias TableColumnBody = Never

  func collectColumns(into columns: inout [TableColumnEntry]) {
    var own: [TableColumnEntry] = []
    appendTableColumns(of: content, to: &own)
    for index in own.indices { change(&own[index]) }
    columns += own
  }
}

extension TableColumnContent {
  /// Sets how the cells and header of these columns are aligned.
  public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<
    TableRowValue, TableColumnSortComparator
  > {
    ModifiedTableColumns(content: self) { $0.alignment = alignment }
  }

  /// Sets whether these columns are shown until a column customization says otherwise.
  public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<
    TableRowValue, TableColumnSortComparator
  > {
    ModifiedTableColumns(content: self) { $0.defaultVisibility = visibility }
  }

  /// Names these columns in a table's `TableColumnCustomization`.
  public func customizationID(_ id: String) -> some TableColumnContent<
    TableRowValue, TableColumnSortComparator
  > {
    ModifiedTableColumns(content: self) { $0.customizationID = id }
  }

  /// Sets which customizations people may not make to these columns.
  public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    ModifiedTableColumns(content: self) { $0.disabledCustomization = behavior }
  }
}

extension TableColumnEntry {
  /// The frame of the column's cells: its width and alignment, as `.frame` would record them.
  var cellFrame: Attribute? {
    let alignment = self.alignment.frameAlignment
    if let fixed = width.fixed {
      return .frame(Attribute.Frame(width: fixed, alignment: alignment ?? .leading))
    }
    if width.min != nil || width.ideal != nil || width.max != nil {
      return .frame(
        Attribute.Frame(
          minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max,
          alignment: alignment ?? .leading))
    }
    guard let alignment else { return nil }
    return .frame(Attribute.Frame(maxWidth: .infinity, alignment: alignment))
  }
}
