/// A structure that computes views on demand from an underlying collection of identified data.
///
/// Each element's view keeps its node, and its state, for as long as its id stays in the data,
/// also when the data is reordered.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection of underlying identified data.
  public var data: Data
  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID

  init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content)
  {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension ForEach where Content: View {
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data.
  // Disfavored so that `ForEach($items)` picks the binding form.
  @_disfavoredOverload
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where ID == Data.Element.ID, Data.Element: Identifiable {
    self.init(data: data, id: { $0.id }, content: content)
  }

  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, id: { $0[keyPath: id] }, content: content)
  }

  /// Creates an instance that computes views on demand over a given constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int {
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
    self.init(binding: data, id: { $0.id }, content: content)
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
    self.init(binding: data, id: { $0[keyPath: id] }, content: content)
  }

  private init<C>(
    binding data: Binding<C>, id: @escaping (C.Element) -> ID,
    content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
    C: MutableCollection & RandomAccessCollection, C.Index: Hashable
  {
    let collection = data.wrappedValue
    self.init(
      data: collection.indices.lazy.map { ($0, id(collection[$0])) },
      id: { $0.1 },
      content: { content(data[$0.0]) })
  }
}

extension ForEach: View, PrimitiveView where Content: View {
  /// A `ForEach` has no body.
  public var body: Never { primitiveBody(Self.self) }

  func update(in node: Node) {
    let environment = node.derivedEnvironment { $0.isInsideLazyContainer = true }
    let state = node.primitiveState as? ForEachIDs<ID> ?? ForEachIDs()
    node.primitiveState = state
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

  func output(in node: Node) -> NodeOutput {
    guard node.environment.tagsForEachRows else { return node.childrenOutput() }
    var preferences = PreferenceValues()
    var elements: [Element] = []
    var ids: [AnyHashable?] = []
    for child in node.children {
      let output = child.output
      preferences.merge(output.preferences)
      elements += output.elements
      let id: AnyHashable? = if case .id(let id) = child.key { id } else { nil }
      ids += Array(repeating: id, count: output.elements.count)
    }
    let tagged = node.mapElements(elements, parameters: []) { position, element in
      ids[position].map { element.tagged(ElementTag(value: $0, isExplicit: false)) } ?? element
    }
    return NodeOutput(elements: tagged, preferences: preferences)
  }
}

/// The ids of a `ForEach`'s children at its last update, in order.
@MainActor
final class ForEachIDs<ID: Hashable> {
  var ids: [ID] = []
}
