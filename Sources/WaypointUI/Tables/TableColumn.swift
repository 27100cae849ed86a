import Foundation

/// A column of a table: a header, and a cell for each row made from the row's value. A column
/// given a comparator sorts the table when its header is chosen (a table with a sort order).
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>
{
  let label: Label
  let content: (RowValue) -> Content
  let comparator: Sort?
  var columnWidth = TableColumnWidth()

  nonisolated init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
    self.label = label
    self.comparator = comparator
    self.content = content
  }
}

extension TableColumn: TableColumnContent, TableColumnCollecting {
  /// The type of value each row shows.
  public typealias TableRowValue = RowValue
  /// The comparator the column sorts by.
  public typealias TableColumnSortComparator = Sort
  /// A column is shown by the table itself.
  public typealias TableColumnBody = Never

  func collectColumns(into columns: inout [TableColumnEntry]) {
    let content = self.content
    columns.append(
      TableColumnEntry(
        label: AnyView(label),
        cell: { value in
          guard let row = value as? RowValue else { return AnyView(EmptyView()) }
          return AnyView(content(row))
        },
        comparator: comparator.map { $0 as Any }, width: columnWidth))
  }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
  /// A column titled with a localized key, sorting rows with `comparator`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: comparator, content: content)
  }

  /// A column titled `title`, sorting rows with `comparator`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: comparator, content: content)
  }

  /// A column titled with `text`, sorting rows with `comparator`.
  nonisolated public init(
    _ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: comparator, content: content)
  }
}

extension TableColumn where Sort == Never, Label == Text {
  /// A column titled with a localized key, its cells made by `content`.
  nonisolated public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  /// A column titled `title`, its cells made by `content`.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: nil, content: content)
  }

  /// A column titled with `text`, its cells made by `content`.
  nonisolated public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, comparator: nil, content: content)
  }

  /// A column titled with a localized key, showing the string at `value` of each row.
  nonisolated public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
  where Content == Text {
    self.init(label: Text(titleKey), comparator: nil) { Text($0[keyPath: value]) }
  }

  /// A column titled `title`, showing the string at `value` of each row.
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Content == Text {
    self.init(label: Text(title), comparator: nil) { Text($0[keyPath: value]) }
  }

  /// A column titled with `text`, showing the string at `value` of each row.
  nonisolated public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
    self.init(label: text, comparator: nil) { Text($0[keyPath: value]) }
  }
}

extension TableColumn {
  /// A column of a fixed width (nil: the table decides).
  nonisolated public func width(_ width: CGFloat? = nil) -> TableColumn<
    RowValue, Sort, Content, Label
  > {
    var column = self
    column.columnWidth = TableColumnWidth(fixed: width)
    return column
  }

  /// A column whose width stays between `min` and `max`, `ideal` when room allows.
  nonisolated public func width(
    min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil
  ) -> TableColumn<RowValue, Sort, Content, Label> {
    var column = self
    column.columnWidth = TableColumnWidth(min: min, ideal: ideal, max: max)
    return column
  }

  /// The column as it is.
  @available(
    *, deprecated, message: "Please pass one or more parameters to modify a column's width."
  )
  nonisolated public func width() -> TableColumn<RowValue, Sort, Content, Label> { self }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column titled with a localized key, sorting rows by the comparable value at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
  }

  /// A column titled `title`, sorting rows by the comparable value at `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
  }

  /// A column titled with `text`, sorting rows by the comparable value at `value`.
  public init<V: Comparable>(
    _ text: Text, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: KeyPathComparator(sendable(value)), content: content)
  }

  /// A column titled with a localized key, sorting rows by `value` with `comparator`.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column titled `title`, sorting rows by `value` with `comparator`.
  @_disfavoredOverload
  public init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(
      label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column titled with `text`, sorting rows by `value` with `comparator`.
  public init<V, C: SortComparator>(
    _ text: Text, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(
      label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator),
      content: content)
  }

  // `.localizedStandard` is not in Linux's Foundation: string columns compare lexically.
  /// A column titled with a localized key, showing and sorting by the string at `value`.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator)
    ) {
      Text($0[keyPath: value])
    }
  }

  /// A column titled `title`, showing and sorting by the string at `value`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(
      label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator)
    ) {
      Text($0[keyPath: value])
    }
  }

  /// A column titled with `text`, showing and sorting by the string at `value`.
  public init(
    _ text: Text, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .lexical
  ) where Content == Text {
    self.init(label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
      Text($0[keyPath: value])
    }
  }
}

/// The key path as Foundation's comparators take it. A key path names properties; one made of
/// a key path literal captures no mutable state, so sharing it across threads is safe.
func sendable<Root, Value>(_ path: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
  unsafeBitCast(path, to: (any KeyPath<Root, Value> & Sendable).self)
}
