/// One view per element of a collection, each identified by the element's id; its elements
/// join the parent's content in order, with no container element of their own.
///
/// Each element's view keeps its node, and its state, for as long as its id stays in the data,
/// also when the data is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements rows are made for; setting it drops the record that lets an update skip
  /// unchanged rows.
  public var data: Data {
    get { storedData }
    set {
      storedData = newValue
      rowSource = nil
    }
  }
  /// Builds the view for one element; setting it, too, makes every row be built again.
  public var content: (Data.Element) -> Content {
    get { makeContent }
    set {
      makeContent = newValue
      rowSource = nil
    }
  }
  private var storedData: Data
  private var makeContent: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// What the rows are made from, as the initializer was given it; nil once `data` or `content`
  /// is set, as nothing is then known of the function behind them.
  private var rowSource: RowSource?

  init(
    data: Data, id: @escaping (Data.Element) -> ID, source: RowSource? = nil,
    content: @escaping (Data.Element) -> Content
  ) {
    self.storedData = data
    self.id = id
    self.rowSource = source
    self.makeContent = content
  }

  /// What the rows are made from, when an update can tell unchanged rows without making them.
  var rowInputs: RowInputs? {
    guard let rowSource else { return nil }
    let elements: any RowElements =
      rowSource.elements ?? ContiguousRowElements(elements: data)
    return RowInputs(
      function: rowSource.function, identifier: rowSource.identifier, place: rowSource.place,
      elements: elements)
  }
}

extension ForEach where Content: View {
  // Disfavored so that `ForEach($items)` picks the binding form.
  /// Makes a view per element of `data`, keyed by its `Identifiable` id; on an update, rows
  /// whose element and closure are unchanged are not rebuilt.
  @_disfavoredOverload
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(
      data: data, id: { $0.id },
      source: RowSource(function: ClosureIdentity(content), identifier: .identifiable),
      content: content)
  }

  /// Makes a view per element of `data`, keyed by the value at `id` (`\.self` for data that is
  /// its own id).
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(
      data: data, id: { $0[keyPath: id] },
      source: RowSource(function: ClosureIdentity(content), identifier: .keyPath(id)),
      content: content)
  }

  /// Makes a view per integer in `data`, keyed by the integer; these rows are made again each
  /// time the parent's body runs.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int {
    // No row source: a function of `Int` reaches here converted, a new closure each time, so
    // its rows are made again whenever the parent's body runs (SwiftUI expects constant ranges).
    self.init(data: data, id: { $0 }, content: content)
  }

  /// Creates an instance that computes views over a binding to a collection of identified data,
  /// giving each view a binding to its element.
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C: MutableCollection & RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(binding: data, id: { $0.id }, identifier: .identifiable, content: content)
  }

  /// Creates an instance that computes views over a binding to a collection, identified by a
  /// key path, giving each view a binding to its element.
  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
    C: MutableCollection & RandomAccessCollection, C.Index: Hashable
  {
    self.init(binding: data, id: { $0[keyPath: id] }, identifier: .keyPath(id), content: content)
  }

  private init<C>(
    binding data: Binding<C>, id: @escaping (C.Element) -> ID, identifier: RowIdentifier,
    content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
    C: MutableCollection & RandomAccessCollection, C.Index: Hashable
  {
    let collection = data.wrappedValue
    let wrapper: (Data.Element) -> Content = { content(data[$0.0]) }
    let identified: Data = collection.indices.lazy.map { ($0, id(collection[$0])) }
    self.init(
      data: identified, id: { $0.1 },
      source: RowSource(
        function: ClosureIdentity(content), identifier: identifier,
        place: LocationIdentity(data.location),
        elements: ContiguousRowElements(elements: collection)),
      content: wrapper)
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  /// A `ForEach` has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    let environment = node.derivedEnvironment { $0.isInsideLazyContainer = true }
    let state = node.primitiveState { ForEachState<ID>() }
    let inputs = rowInputs
    if let inputs, let previous = state.inputs, environment.isIdentical(to: state.environment),
      node.children.count == state.ids.count, inputs.makesSameRows(as: previous),
      let changed = inputs.elements.changedPositions(
        since: previous.elements, limit: state.ids.count / 2),
      updateChangedRows(at: changed, of: inputs.elements.count, in: node, state: state)
    {
      state.inputs = inputs
      return
    }
    updateAllRows(in: node, state: state, environment: environment)
    state.inputs = inputs
    state.environment = environment
  }

  /// Makes every row again, keeping the nodes of ids that stay.
  @MainActor private func updateAllRows(
    in node: Node, state: ForEachState<ID>, environment: EnvironmentValues
  ) {
    let previousIDs = state.ids
    var ids: [ID] = []
    ids.reserveCapacity(previousIDs.count)
    node.reconcile { children in
      for element in data {
        let elementID = id(element)
        let position = ids.count
        ids.append(elementID)
        // The common update: the same id at the same place. Compared as `ID`, not as a boxed
        // key, since this runs once per row on every update of the parent.
        if position < previousIDs.count, previousIDs[position] == elementID,
          children.updateInPlace(content(element), environment: environment)
        {
          continue
        }
        children.add(
          content(element), id: AnyHashable(elementID), environment: environment,
          in: "ForEach<\(Data.self), \(ID.self)>")
      }
    }
    state.ids = ids
  }

  /// Makes only the rows at `changed` again, and those past the previous end; keeps the others
  /// as they are, without visiting them. Returns false, changing nothing, when a changed row has
  /// another id (a move or a replacement) or an added id is already there, which the full update
  /// handles.
  @MainActor private func updateChangedRows(
    at changed: [Int], of count: Int, in node: Node, state: ForEachState<ID>
  ) -> Bool {
    let previousIDs = state.ids
    var rows: [(position: Int, element: Data.Element)] = []
    rows.reserveCapacity(changed.count)
    for position in changed {
      let element = data[data.index(data.startIndex, offsetBy: position)]
      guard id(element) == previousIDs[position] else { return false }
      rows.append((position, element))
    }
    var added: [(id: ID, element: Data.Element)] = []
    if count > previousIDs.count {
      var seen = Set(previousIDs)
      for element in data[data.index(data.startIndex, offsetBy: previousIDs.count)...] {
        let elementID = id(element)
        guard seen.insert(elementID).inserted else { return false }
        added.append((elementID, element))
      }
    }
    let environment = state.environment
    for (position, element) in rows {
      node.placeChild(
        content(element), key: .id(AnyHashable(previousIDs[position])), at: position,
        environment: environment)
    }
    if count != previousIDs.count {
      let made = added.compactMap {
        node.makePlacedChild(
          content($0.element), key: .id(AnyHashable($0.id)), environment: environment)
      }
      node.replaceChildren(keepingFirst: min(count, previousIDs.count), appending: made)
      state.ids = Array(previousIDs.prefix(count)) + added.map(\.id)
    }
    return true
  }

  package func output(in node: Node) -> NodeOutput {
    let content = node.childrenOutput()
    guard node.environment.tagsForEachRows else { return content }
    return NodeOutput(
      elements: tagged(content.elements, in: node), preferences: content.preferences)
  }

  /// The rows' elements, each tagged with its row's id for a list's selection. When each row
  /// makes one element, only elements that are other objects than last time are tagged again.
  @MainActor private func tagged(_ elements: ElementList, in node: Node) -> ElementList {
    let extras = node.extras
    if elements.count == node.children.count, extras.mappingParameters.isEmpty,
      let changed = extras.elementReuse.changedPositions(in: elements, limit: elements.count / 4)
    {
      var outputs = extras.elementReuse.outputs
      for position in changed {
        let output = Self.tag(elements[position], with: node.children[position].key)
        node.graph.elementChanged(output.id)
        extras.elementReuse.replace(
          at: position, input: elements[position], variant: 0, output: output)
        outputs[position] = output
      }
      return outputs
    }
    var keys: [ChildKey] = []
    keys.reserveCapacity(elements.count)
    for child in node.children {
      keys += repeatElement(child.key, count: child.output.elements.count)
    }
    return node.mapElements(elements, parameters: []) { position, element in
      Self.tag(element, with: keys[position])
    }
  }

  private static func tag(_ element: Element, with key: ChildKey) -> Element {
    guard case .id(let id) = key.base else { return element }
    return element.tagged(ElementTag.of(id, isExplicit: false))
  }
}

/// What a `ForEach` keeps between updates: its children's ids in order, and what it made them
/// from.
@MainActor
final class ForEachState<ID: Hashable> {
  var ids: [ID] = []
  var inputs: RowInputs?
  var environment = EnvironmentValues()
}
