/// List's forms over hierarchical data: the rows are an `OutlineGroup`, where each element with
/// children is a disclosure group over them.
extension List {
  /// A list of the outline of identifiable data and the children at `children`, allowing users to
  /// select multiple rows.
  public init<Data, RowContent>(
    _ data: Data,
    children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection,
    RowContent: View,
    Data.Element: Identifiable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of the outline of identifiable data and the children at `children`, allowing users to
  /// select a single row.
  public init<Data, RowContent>(
    _ data: Data,
    children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection,
    RowContent: View,
    Data.Element: Identifiable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of the outline of data identified by the value at `id` and the children at `children`,
  /// allowing users to select multiple rows.
  public init<Data, ID, RowContent>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection,
    ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  /// A list of the outline of data identified by the value at `id` and the children at `children`,
  /// allowing users to select a single row.
  public init<Data, ID, RowContent>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection,
    ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  /// A list of the outline of a binding to identifiable data and the children at `children`, each
  /// row given a binding to its element, allowing users to select multiple rows.
  public init<Data, RowContent>(
    _ data: Binding<Data>,
    children: WritableKeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<Data>, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: MutableCollection,
    Data: RandomAccessCollection,
    RowContent: View,
    Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of the outline of a binding to identifiable data and the children at `children`, each
  /// row given a binding to its element, allowing users to select a single row.
  public init<Data, RowContent>(
    _ data: Binding<Data>,
    children: WritableKeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<Data>, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: MutableCollection,
    Data: RandomAccessCollection,
    RowContent: View,
    Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of the outline of a binding to data identified by the value at `id` and the children at
  /// `children`, each row given a binding to its element, allowing users to select multiple rows.
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>,
    id: KeyPath<Data.Element, ID>,
    children: WritableKeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<Data>, ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: MutableCollection,
    Data: RandomAccessCollection,
    ID: Hashable,
    RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  /// A list of the outline of a binding to data identified by the value at `id` and the children at
  /// `children`, each row given a binding to its element, allowing users to select a single row.
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>,
    id: KeyPath<Data.Element, ID>,
    children: WritableKeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<Data>, ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: MutableCollection,
    Data: RandomAccessCollection,
    ID: Hashable,
    RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }
}

extension List where SelectionValue == Never {
  /// A list of the outline of identifiable data and the children at `children`.
  public init<Data, RowContent>(
    _ data: Data,
    children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection,
    RowContent: View,
    Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of the outline of data identified by the value at `id` and the children at `children`.
  public init<Data, ID, RowContent>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: RandomAccessCollection,
    ID: Hashable,
    RowContent: View
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }

  /// A list of the outline of a binding to identifiable data and the children at `children`, each
  /// row given a binding to its element.
  public init<Data, RowContent>(
    _ data: Binding<Data>,
    children: WritableKeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<Data>, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: MutableCollection,
    Data: RandomAccessCollection,
    RowContent: View,
    Data.Element: Identifiable,
    Data.Index: Hashable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of the outline of a binding to data identified by the value at `id` and the children at
  /// `children`, each row given a binding to its element.
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>,
    id: KeyPath<Data.Element, ID>,
    children: WritableKeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == OutlineGroup<
      Binding<Data>, ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data: MutableCollection,
    Data: RandomAccessCollection,
    ID: Hashable,
    RowContent: View,
    Data.Index: Hashable
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}
