/// A scrolling column of rows: recorded as a list element in which each top-level view (and
/// each view inside a `Section`) is wrapped in a row element.
///
/// With a selection binding, rows whose tag (a `ForEach` row's id, or `.tag(_:)`) has the
/// selection's type can be chosen by a tap or the driver's select; a row is marked selected
/// while the binding holds its tag. Every row exists at once (docs/Divergences.md).
public struct List<SelectionValue: Hashable, Content: View> {
  package enum Selection {
    case none
    case single(Binding<SelectionValue?>)
    case multiple(Binding<Set<SelectionValue>>)
  }

  let selection: Selection
  let content: Content

  /// Makes a list of the builder's views whose selection is the set `selection`; choosing a row
  /// replaces the set with that row's tag alone. A nil binding makes nothing selectable.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.selection = selection.map(Selection.multiple) ?? .none
    self.content = content()
  }

  /// Makes a list of the builder's views where choosing a row writes its tag to `selection`.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.selection = selection.map(Selection.single) ?? .none
    self.content = content()
  }

  /// Makes one row per element of `data`, tagged with the element's `id`, its selected ids held
  /// in the set `selection`.
  @_disfavoredOverload
  public init<Data, RowContent>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Makes one row per element of `data`, tagged with the element's `id`; choosing one writes
  /// that id to `selection`.
  @_disfavoredOverload
  public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list that identifies its rows by a key path, optionally allowing users to select
  /// multiple rows.
  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// Creates a list that identifies its rows by a key path, optionally allowing users to select
  /// a single row.
  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// Makes a list of the builder's views, none of them selectable.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = .none
    self.content = content()
  }

  // Disfavored so that `List($items)` picks the binding form, whose rows get element bindings.
  /// Makes one row per element of `data` by calling `rowContent`, each row keeping its state
  /// by the element's `id`.
  @_disfavoredOverload
  public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init { ForEach(data, content: rowContent) }
  }

  /// Makes one row per element of `data`, each row keeping its state by the value at `id`.
  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  /// Makes one row per integer in `data`, identified by the integer; the rows are made again
  /// each time the enclosing body runs.
  public init<RowContent>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    self.init { ForEach(data, content: rowContent) }
  }

  /// Creates a list over a binding to identifiable data, giving each row a binding to its
  /// element.
  public init<Data, RowContent>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data: MutableCollection & RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init { Content(data, content: rowContent) }
  }
}

/// What a list keeps between updates: its selection as last read, and the rows it made.
@MainActor
final class ListState {
  var isSelected: (ElementTag?) -> Bool = { _ in false }
  var accepts: (ElementTag) -> Bool = { _ in false }
  var select: (ElementTag) -> Void = { _ in }
  var selectionMode = ListSelectionMode.none
  /// The selection's value type, for diagnostics.
  var selectionTypeName = String()
  /// Bumped when the selection changes, so cached rows are rebuilt.
  var selectionVersion = 0
  /// The selection version the committed rows were made for.
  var patchableVersion = -1
  /// The selection as last read, to tell whether it changed.
  var lastSelection: AnyHashable?
  var rowReuse = ElementReuse()

  /// Records the selection just read; rows are rebuilt when it differs from last time.
  func noteSelection(_ selection: AnyHashable) {
    if lastSelection != selection { selectionVersion &+= 1 }
    lastSelection = selection
  }

  var sectionReuse = ElementReuse()
  var rowCount = 0
}

extension List: View, PrimitiveView, ContentWrapper, CustomNodeView {
  /// A list has no body.
  public var body: Never { primitiveBody(Self.self) }

  /// The rows, placed as the list's one child.
  package var wrappedContent: Content { content }
  /// What a list's node keeps: its selection, not its rows, which their own nodes keep.
  package var wrapper: Selection { selection }

  package func update(in node: Node) {
    Self.place(content, wrapper: selection, in: node)
  }

  package func output(in node: Node) -> NodeOutput {
    Self.output(of: selection, in: node)
  }

  /// Places `content` (the rows, or `KeptContent` when the list is evaluated again without a
  /// new value) in the environment the selection gives its rows.
  package static func place<C: View>(_ content: C, wrapper selection: Selection, in node: Node) {
    let state = node.primitiveState { ListState() }
    var mode = ListSelectionMode.none
    switch selection {
    case .none:
      state.isSelected = { _ in false }
      state.select = { _ in }
    case .single(let binding):
      node.environment.navigationContainer?.noteListSelection(
        ListSelectionProbe(
          read: { binding.wrappedValue.map { AnyHashable($0) } },
          clear: { binding.wrappedValue = nil }),
        from: node)
      mode = .single
      let current = node.observing { binding.wrappedValue }
      state.isSelected = { tag in
        guard let tag, let current else { return false }
        return tag.value == AnyHashable(current)
      }
      state.select = { tag in
        if let value = tag.value.base as? SelectionValue { binding.wrappedValue = value }
      }
      state.noteSelection(AnyHashable(current))
    case .multiple(let binding):
      node.environment.navigationContainer?.noteListSelection(
        ListSelectionProbe(
          read: { binding.wrappedValue.isEmpty ? nil : AnyHashable(binding.wrappedValue) },
          clear: { binding.wrappedValue = [] }),
        from: node)
      mode = .multiple
      let current = node.observing { binding.wrappedValue }
      state.isSelected = { tag in
        guard let value = tag?.value.base as? SelectionValue else { return false }
        return current.contains(value)
      }
      state.select = { tag in
        if let value = tag.value.base as? SelectionValue { binding.wrappedValue = [value] }
      }
      state.noteSelection(AnyHashable(current))
    }
    state.selectionMode = mode
    state.accepts = { $0.value.base is SelectionValue }
    state.selectionTypeName = _typeName(SelectionValue.self, qualified: true)
    let environment = node.derivedEnvironment(value: mode != .none) { environment, tagsRows in
      environment.isInsideLazyContainer = true
      environment.tagsForEachRows = tagsRows
      environment.selectingList = tagsRows ? SelectingList(state: state) : nil
    }
    node.placeContent(content, of: Content.self, environment: environment)
  }

  package static func output(of selection: Selection, in node: Node) -> NodeOutput {
    let content = node.childrenOutput()
    guard let state = node.primitiveState(as: ListState.self) else { return content }
    let rows = ListRows(state: state, node: node, selectionType: SelectionValue.self)
    let children: ElementList
    if let patched = rows.patch(content.elements) {
      children = patched
    } else {
      rows.begin()
      children = rows.wrap(content.elements)
      rows.finish(rowCount: children.count)
    }
    let list = node.makeElement(role: .list(state.selectionMode), children: children)
    return NodeOutput(elements: [list], preferences: content.preferences)
  }
}

/// Wraps a list's content elements in rows (inside sections too), reusing last time's rows for
/// content that is the same object with the same selection state.
@MainActor
struct ListRows {
  let state: ListState
  let node: Node
  let selectionType: Any.Type

  /// The rows of last time with the few changed content elements wrapped anew; nil when the
  /// selection changed, sections are involved, or too much changed.
  func patch(_ elements: ElementList) -> ElementList? {
    guard state.patchableVersion == state.selectionVersion, state.sectionReuse.outputs.isEmpty,
      let changed = state.rowReuse.changedPositions(in: elements, limit: elements.count / 8)
    else { return nil }
    var rows = state.rowReuse.outputs
    for position in changed {
      let element = elements[position]
      if case .section = element.role { return nil }
      let isSelected = state.isSelected(element.tag)
      let row = makeRow(for: element, isSelected: isSelected)
      state.rowReuse.replace(
        at: position, input: element, variant: isSelected ? 1 : 0, output: row)
      rows[position] = row
    }
    return rows
  }

  /// Starts a full pass.
  func begin() {
    state.rowReuse.begin()
    state.sectionReuse.begin()
  }

  func wrap(_ elements: ElementList) -> ElementList {
    ElementList(
      elements.lazy.map { element in
        guard case .section = element.role else { return row(for: element) }
        let wrapped = element.children.map { child -> Element in
          switch child.role {
          case .header, .footer: child
          default: row(for: child)
          }
        }
        var hasher = Hasher()
        for row in wrapped { hasher.combine(ObjectIdentifier(row)) }
        return state.sectionReuse.derive(element, variant: hasher.finalize()) {
          let output = element.replacingChildren(wrapped)
          node.graph.elementChanged(output.id)
          return output
        }
      })
  }

  private func row(for element: Element) -> Element {
    let isSelected = state.isSelected(element.tag)
    return state.rowReuse.derive(element, variant: isSelected ? 1 : 0) {
      makeRow(for: element, isSelected: isSelected)
    }
  }

  private func makeRow(for element: Element, isSelected: Bool) -> Element {
    let id = element.id.derived(.row)
    let selectable = state.selectionMode != .none && element.tag.map(state.accepts) == true
    if state.selectionMode != .none, let tag = element.tag, !selectable {
      node.graph.diagnostics.record(
        .listSelectionTagMismatch(
          selectionType: _typeName(selectionType, qualified: true),
          tagType: _typeName(type(of: tag.value.base), qualified: true)))
    }
    node.graph.elementChanged(id)
    return Element(
      id: id, role: .row(isSelected: isSelected), children: [element],
      actions: selectable ? [.select] : [], isEnabled: element.isEnabled,
      target: selectable ? rowTarget : nil)
  }

  /// The target every selectable row of the list shares: it selects the tag of the row it is
  /// performed on, so no object or closure is kept per row.
  private var rowTarget: ActionTarget {
    let target = node.actionTarget
    target.setResponder(ListRowSelection.self, for: node)
    return target
  }

  /// Keeps what this pass made for the next.
  func finish(rowCount: Int) {
    state.rowReuse.commit()
    state.sectionReuse.commit()
    state.rowCount = rowCount
    state.patchableVersion = state.selectionVersion
  }
}

/// What a tap on (or the selection of) a list's row does: selects the tag of the row's content.
/// Read from the row when the action comes, through the list's node.
private enum ListRowSelection: NodeActionResponder {
  static func perform(_ action: ElementAction, on row: Element?, in node: Node) {
    guard action == .select || action == .tap, let tag = row?.children.first?.tag,
      let state = node.primitiveState(as: ListState.self)
    else { return }
    state.select(tag)
  }
}

extension EnvironmentValues {
  /// Whether `ForEach` should tag its rows with their ids, for a selection to match.
  var tagsForEachRows: Bool {
    get { self[TagsForEachRowsKey.self] }
    set { self[TagsForEachRowsKey.self] = newValue }
  }
}

private enum TagsForEachRowsKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
