/// `.tabItem { }`: the label of a view that is a tab of a tab view built from views, the form
/// before `Tab`. The label is made as a child and passed up, not shown.
struct TabItemModifier<Label: View> {
  let label: Label
}

extension TabItemModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    node.graph.diagnostics.record(.tabItemDeprecated)
    node.reconcile {
      $0.add(content, key: .index(0))
      $0.add(label, key: .index(1))
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard node.children.count == 2 else { return node.childrenOutput() }
    var output = node.children[0].output
    let label = node.children[1].output.elements
    output.preferences.set(TabItemLabelKey.self, TabItemLabel(elements: Array(label)))
    return output
  }
}

extension View {
  /// Sets the tab bar item of this view, a tab of a `TabView` built from views; deprecated in
  /// favour of `Tab`.
  @available(
    *, deprecated, message: "Use `Tab(title:image:value:content:)` and related initializers instead"
  )
  @available(
    iOS, deprecated: 100000.0,
    message: "Use `Tab(title:image:value:content:)` and related initializers instead"
  )
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }
}

/// The label a `.tabItem` gave, as elements.
struct TabItemLabel {
  let elements: [Element]

  /// The label's text, as the tab's title.
  var title: String { elements.map(\.label).joined(separator: " ") }

  /// The label's first image.
  var image: ImageName? {
    for element in elements.flatMap(\.allElements) {
      if case .image(let name) = element.role { return name }
    }
    return nil
  }
}

/// The nearest `.tabItem` label in a view.
enum TabItemLabelKey: PreferenceKey {
  static var defaultValue: TabItemLabel? { nil }
  static func reduce(value: inout TabItemLabel?, nextValue: () -> TabItemLabel?) {
    if value == nil { value = nextValue() }
  }
}

extension TabView {
  /// Creates a tab view from views, each with a `.tabItem` and a `.tag` of the selection's
  /// type; the form before `Tab`.
  @available(
    *, deprecated,
    message:
      "Build the tabs with `Tab(_:systemImage:value:content:)` and related initializers instead"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "Build the tabs with `Tab(_:systemImage:value:content:)` and related initializers instead"
  )
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content())
  }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view from views with a `.tabItem` each, keeping its own selection.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content())
  }
}
