import Foundation

/// The rows of a table made from a collection: a `TableRow` for each element.
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {
  let data: Data
}

extension TableForEachContent: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Data.Element

  /// A `TableRow` for each element.
  public typealias TableRowBody = ForEach<Data, Data.Element.ID, TableRow<Data.Element>>

  /// A row for each element.
  public var tableRowBody: TableRowBody { ForEach(data) }
}

/// The rows of a table made from a tree: a `TableRow` for each element, its children's rows
/// under it.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>
where Data.Element: Identifiable {
  let data: Data
  let children: KeyPath<Data.Element, Data?>
}

extension TableOutlineGroupContent: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Data.Element

  /// A `TableRow` for each element of the tree.
  public typealias TableRowBody = OutlineGroup<
    Data, Data.Element.ID, TableRow<Data.Element>, TableRow<Data.Element>, TableRow<Data.Element>
  >

  /// A row for each element of the tree.
  public var tableRowBody: TableRowBody {
    OutlineGroup(data, children: children)
  }
}

/// The header of a section of a table's rows: a row of its own, spanning the columns.
public struct TableHeaderRowContent<Value: Identifiable, Content: View> {
  let content: Content
  let isExpanded: Binding<Bool>?
}

extension TableHeaderRowContent: TableRowContent, TableRowCollecting {
  /// The type of value the section's rows show.
  public typealias TableRowValue = Value
  /// A header is shown by the table itself.
  public typealias TableRowBody = Never

  /// A header is shown by the table itself.
  public var tableRowBody: Never { primitiveBody(Self.self) }

  func collectRows(into items: inout [TableItem]) {
    guard let isExpanded else {
      items.append(.header(AnyView(content)))
      return
    }
    let header = Button {
      isExpanded.wrappedValue.toggle()
    } label: {
      HStack {
        Text(isExpanded.wrappedValue ? "▾" : "▸")
        content
      }
    }
    items.append(.header(AnyView(header)))
  }
}

extension ForEach: TableRowContent, TableRowCollecting where Content: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Content.TableRowValue
  /// The rows are the elements' rows.
  public typealias TableRowBody = Never

  /// Rows for identifiable elements.
  nonisolated public init<V>(
    _ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
    self.init(data: data, id: { $0.id }, content: content)
  }

  /// Rows for elements identified by the value at `id`.
  nonisolated public init<V>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
  ) where V == Content.TableRowValue {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }

  /// A `TableRow` for each identifiable element.
  nonisolated public init(_ data: Data)
  where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
    self.init(data: data, id: { $0.id }, content: { TableRow($0) })
  }

  /// Rows for each number of a constant range.
  nonisolated public init<V>(
    _ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content
  ) where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
    self.init(data: data, id: { $0 }, content: content)
  }

  func collectRows(into items: inout [TableItem]) {
    for element in data { appendTableRows(of: content(element), to: &items) }
  }
}

extension Section: TableRowContent, TableRowCollecting
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  /// The type of value each row shows.
  public typealias TableRowValue = Content.TableRowValue
  /// A section's rows are its header's, its content's and its footer's.
  public typealias TableRowBody = Never

  /// A section of rows under a header view.
  nonisolated public init<V, H: View>(
    @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
  )
  where
    Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(content: header(), isExpanded: nil), content: content(),
      footer: EmptyTableRowContent())
  }

  /// A section of rows titled with a localized key.
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(content: content) { Text(titleKey) }
  }

  /// A section of rows titled `title`.
  @_disfavoredOverload
  nonisolated public init<V, S: StringProtocol>(
    _ title: S, @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(content: content) { Text(title) }
  }

  /// A section of rows without a header.
  nonisolated public init<V>(@TableRowBuilder<V> content: () -> Content)
  where
    Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent())
  }

  func collectRows(into items: inout [TableItem]) {
    appendTableRows(of: header, to: &items)
    if let header = header as? any CollapsibleTableHeader, !header.isShowingRows { return }
    appendTableRows(of: content, to: &items)
    appendTableRows(of: footer, to: &items)
  }
}

extension Section where Parent: TableRowContent, Content: TableRowContent {
  /// A section of rows under a header view, its rows shown while `isExpanded` is true.
  nonisolated public init<V, H: View>(
    isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content,
    @ViewBuilder header: () -> H
  )
  where
    Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(
      header: TableHeaderRowContent(content: header(), isExpanded: isExpanded),
      content: content(), footer: EmptyTableRowContent())
  }

  /// A section of rows titled with a localized key, shown while `isExpanded` is true.
  nonisolated public init<V>(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  /// A section of rows titled `title`, shown while `isExpanded` is true.
  @_disfavoredOverload
  nonisolated public init<V, S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content
  )
  where
    Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// A section header that can hide its section's rows.
@MainActor
protocol CollapsibleTableHeader {
  var isShowingRows: Bool { get }
}

extension TableHeaderRowContent: CollapsibleTableHeader {
  var isShowingRows: Bool { isExpanded?.wrappedValue ?? true }
}

extension TableRowContent {
  /// Adds actions to each of these rows, shown as a menu when a person asks for them.
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some TableRowContent<
    TableRowValue
  > {
    let items = menuItems()
    return ModifiedTableRows(content: self) { row in
      row.decorations.append { AnyView($0.contextMenu { items }) }
    }
  }

  /// Adds actions to each of these rows, and a preview shown with them (the preview is not
  /// drawn here: the menu is).
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some TableRowContent<TableRowValue> {
    let items = menuItems()
    return ModifiedTableRows(content: self) { row in
      row.decorations.append { AnyView($0.contextMenu { items }) }
    }
  }

  /// Keeps these rows from being selected while `isDisabled` is true.
  public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<TableRowValue> {
    ModifiedTableRows(content: self) { $0.isSelectionDisabled = isDisabled }
  }
}
