/// List's forms over ranges and bindings to collections with a selection, and over bindings
/// identified by a key path: each is a list of the `ForEach` of the same form.
extension List {
  /// A list over a binding to identifiable data, each row given a binding to its element,
  /// allowing users to select multiple rows.
  public init<Data, RowContent>(
    _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list over a binding to identifiable data, each row given a binding to its element,
  /// allowing users to select a single row.
  public init<Data, RowContent>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list over a binding to data identified by the value at `id`, allowing users to select
  /// multiple rows.
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list over a binding to data identified by the value at `id`, allowing users to select
  /// a single row.
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list over a constant range, allowing users to select multiple rows.
  public init<RowContent>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list over a constant range, allowing users to select a single row.
  public init<RowContent>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// A list over a binding to data identified by the value at `id`, each row given a binding to
  /// its element.
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init { ForEach(data, id: id, content: rowContent) }
  }
}
