/// List's forms over a binding with edit actions: each row can be deleted or moved as the
/// actions allow (deletion is `ElementAction.delete`, as with `onDelete`).
extension List {
  /// A list over a binding to identifiable data with edit actions, allowing users to select
  /// multiple rows.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  /// A list over a binding to identifiable data with edit actions, allowing users to select a
  /// single row.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  /// A list over a binding to data identified by the value at `id`, with edit actions,
  /// allowing users to select multiple rows.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }

  /// A list over a binding to data identified by the value at `id`, with edit actions,
  /// allowing users to select a single row.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }
}

extension List where SelectionValue == Never {
  /// A list over a binding to identifiable data with edit actions.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }

  /// A list over a binding to data identified by the value at `id`, with edit actions.
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }
}
