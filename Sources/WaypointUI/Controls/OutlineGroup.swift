import Foundation

/// A tree of views (or of table rows) made from data whose elements have children: each element
/// with children is a disclosure group over its children's outline, each other one a leaf.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  let roots: [OutlineNode<Leaf>]
}

/// An element of an outline: its id, its content, and its children (nil for a leaf).
struct OutlineNode<Leaf> {
  let id: AnyHashable
  let content: () -> Leaf
  let children: () -> [OutlineNode<Leaf>]?

  /// The nodes of `elements`, whose children are found by `children`.
  static func nodes<Elements: Sequence, Children: Sequence>(
    _ elements: Elements, id: @escaping (Elements.Element) -> AnyHashable,
    children: @escaping (Elements.Element) -> Children?,
    content: @escaping (Elements.Element) -> Leaf
  ) -> [OutlineNode<Leaf>] where Children.Element == Elements.Element {
    elements.map { element in
      OutlineNode(
        id: id(element), content: { content(element) },
        children: {
          children(element).map { nodes($0, id: id, children: children, content: content) }
        })
    }
  }

  /// The nodes of a collection's element bindings, whose children are found at `children`.
  static func nodes<Elements: Sequence, C: MutableCollection & RandomAccessCollection>(
    bindings: Elements, id: @escaping (C.Element) -> AnyHashable,
    children: WritableKeyPath<C.Element, C?>, content: @escaping (Binding<C.Element>) -> Leaf
  ) -> [OutlineNode<Leaf>] where Elements.Element == Binding<C.Element>, C.Index: Hashable {
    nodes(
      bindings, id: { id($0.wrappedValue) },
      children: { element -> Binding<C>? in
        guard let current = element.wrappedValue[keyPath: children] else { return nil }
        return Binding<C>(
          get: { element.wrappedValue[keyPath: children] ?? current },
          set: { element.wrappedValue[keyPath: children] = $0 })
      }, content: content)
  }
}

/// The children of an element of an `OutlineGroup`, shown under it.
public struct OutlineSubgroupChildren {
  let children: AnyView
}

extension OutlineSubgroupChildren: View, PrimitiveView {
  /// The children have no body: they are the outline's.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    node.reconcile { $0.add(children, key: .index(0)) }
  }
}

extension OutlineGroup
where
  ID == Data.Element.ID, Parent: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
  /// The outline of `root` and its descendants.
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    self.init(
      roots: OutlineNode.nodes(
        [root], id: { AnyHashable($0.id) }, children: { $0[keyPath: children] },
        content: content))
  }

  /// The outline of the elements of `data` and their descendants.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    self.init(
      roots: OutlineNode.nodes(
        data, id: { AnyHashable($0.id) }, children: { $0[keyPath: children] },
        content: content))
  }

  /// The outline of a binding to a root and its descendants, each row given a binding.
  public init<C, E>(
    _ root: Binding<E>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  )
  where
    Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection,
    E: Identifiable, E == C.Element
  {
    self.init(
      roots: OutlineNode.nodes(
        bindings: [root], id: { AnyHashable($0.id) }, children: children, content: content))
  }

  /// The outline of a binding to a collection and its descendants, each row given a binding.
  public init<C, E>(
    _ data: Binding<C>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  )
  where
    Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection,
    E: Identifiable, E == C.Element
  {
    self.init(
      roots: OutlineNode.nodes(
        bindings: data, id: { AnyHashable($0.id) }, children: children, content: content))
  }
}

extension OutlineGroup
where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
  /// The outline of `root` and its descendants, identified by the value at `id`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(
      roots: OutlineNode.nodes(
        [root], id: { AnyHashable($0[keyPath: id]) },
        children: { $0[keyPath: children] }, content: content))
  }

  /// The outline of the elements of `data`, identified by the value at `id`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(
      roots: OutlineNode.nodes(
        data, id: { AnyHashable($0[keyPath: id]) },
        children: { $0[keyPath: children] }, content: content))
  }

  /// The outline of a binding to a root, identified by the value at `id`.
  public init<C, E>(
    _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
    self.init(
      roots: OutlineNode.nodes(
        bindings: [root], id: { AnyHashable($0[keyPath: id]) }, children: children,
        content: content))
  }

  /// The outline of a binding to a collection, identified by the value at `id`.
  public init<C, E>(
    _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
    self.init(
      roots: OutlineNode.nodes(
        bindings: data, id: { AnyHashable($0[keyPath: id]) }, children: children,
        content: content))
  }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  /// The roots, each a leaf or a disclosure group over its children.
  public var body: some View {
    ForEach(roots, id: \.id) { OutlineNodeView(node: $0) }
  }
}

/// One element of an outline of views, and its children under it.
struct OutlineNodeView<Leaf: View>: View {
  let node: OutlineNode<Leaf>

  var body: some View {
    if let children = node.children() {
      DisclosureGroup {
        OutlineSubgroupChildren(
          children: AnyView(ForEach(children, id: \.id) { OutlineNodeView(node: $0) }))
      } label: {
        node.content()
      }
    } else {
      node.content()
    }
  }
}

extension OutlineGroup
where
  ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
  Data.Element == Parent.TableRowValue
{
  /// The rows of `root` and its descendants.
  public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
  where
    ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
    Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
  {
    self.init(root, children: children) { TableRow($0) }
  }

  /// The rows of the elements of `data` and their descendants.
  public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
  where
    ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
    Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
  {
    self.init(data, children: children) { TableRow($0) }
  }

  /// The rows `content` makes of `root` and its descendants.
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(
      roots: OutlineNode.nodes(
        [root], id: { AnyHashable($0.id) }, children: { $0[keyPath: children] },
        content: content))
  }

  /// The rows `content` makes of `root` and its descendants, identified by the value at `id`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(
      roots: OutlineNode.nodes(
        [root], id: { AnyHashable($0[keyPath: id]) },
        children: { $0[keyPath: children] }, content: content))
  }

  /// The rows `content` makes of the elements of `data` and their descendants.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(
      roots: OutlineNode.nodes(
        data, id: { AnyHashable($0.id) }, children: { $0[keyPath: children] },
        content: content))
  }

  /// The rows `content` makes of the elements of `data`, identified by the value at `id`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(
      roots: OutlineNode.nodes(
        data, id: { AnyHashable($0[keyPath: id]) },
        children: { $0[keyPath: children] }, content: content))
  }
}

extension OutlineGroup: TableRowContent, TableRowCollecting
where
  ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
  Data.Element == Parent.TableRowValue
{
  /// The type of value each row shows.
  public typealias TableRowValue = Leaf.TableRowValue
  /// The outline's rows are shown by the table itself, each indented by its depth.
  public typealias TableRowBody = Never

  /// The outline's rows are shown by the table itself.
  public var tableRowBody: Never { primitiveBody(Self.self) }

  func collectRows(into items: inout [TableItem]) {
    collect(roots, depth: 0, into: &items)
  }

  @MainActor private func collect(
    _ nodes: [OutlineNode<Leaf>], depth: Int, into items: inout [TableItem]
  ) {
    for node in nodes {
      let start = items.count
      appendTableRows(of: node.content(), to: &items)
      for index in items.indices[start...] {
        if case .row(var entry) = items[index] {
          entry.depth += depth
          items[index] = .row(entry)
        }
      }
      if let children = node.children() { collect(children, depth: depth + 1, into: &items) }
    }
  }
}
