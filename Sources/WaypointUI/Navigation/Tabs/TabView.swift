/// A view that switches between child views by tabs, each keeping its state while another is
/// selected.
public struct TabView<SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>?
  let content: Content
}

extension TabView {
  /// Creates a tab view whose selection follows a binding to the tabs' values.
  public init<C: TabContent>(
    selection: Binding<SelectionValue>,
    @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C>, C.TabValue == SelectionValue {
    self.init(selection: selection, content: TabContentBuilder.Content(tabs: content()))
  }
}

extension TabView where SelectionValue == Never {
  /// Creates a tab view that keeps its own selection, starting on the first tab.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where Content == TabContentBuilder<Never>.Content<C>, C.TabValue == Never {
    self.init(selection: nil, content: TabContentBuilder.Content(tabs: content()))
  }
}

extension TabContentBuilder {
  /// The tabs of a tab view, as the view type the tab view holds.
  public struct Content<C: TabContent> {
    let tabs: C
  }
}

extension TabContentBuilder.Content: View {
  /// Tab content is shown by its tab view, never on its own.
  public var body: some View { EmptyView() }
}

extension TabView: View, PrimitiveView {
  /// A sidebar-adaptable tab view is a sidebar at regular width.
  package static var readsHostEnvironment: Bool { true }

  /// A tab view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    TabUpdate(node: node, declaration: entries, selection: selectionProxy).run()
  }

  package func output(in node: Node) -> NodeOutput {
    TabOutput(node: node, tabs: TabViewState.of(node)).make()
  }

  /// The tabs declared, in order; for views with `.tabItem`, one per view, whose title and value
  /// are read from what the view shows.
  @MainActor private var entries: TabDeclaration {
    if let tabs = content as? any TabsHolder { return .tabs(tabs.entries) }
    let views = (content as? any ViewSequence)?.views ?? [content]
    return .views(
      views.enumerated().map { index, view in
        TabEntry(
          identity: AnyHashable(TabPath(components: [index])), value: nil, title: "", image: nil,
          role: nil, content: AnyView(view))
      })
  }

  /// The selection binding, type-erased to the tabs' values.
  @MainActor private var selectionProxy: TabSelection? {
    guard let selection else { return nil }
    return TabSelection(
      read: { AnyHashable(selection.wrappedValue) },
      write: { value in
        if let value = value.base as? SelectionValue { selection.wrappedValue = value }
      })
  }
}

/// The tabs a tab view holds, whatever their value type.
@MainActor
protocol TabsHolder {
  var entries: [TabEntry] { get }
}

extension TabContentBuilder.Content: TabsHolder {
  var entries: [TabEntry] {
    var entries: [TabEntry] = []
    tabs.collectTabs(into: &entries, path: TabPath())
    return entries
  }
}

/// How a tab view declared its tabs: with `Tab`s, whose titles and values are known before their
/// content is made, or with views carrying `.tabItem` and `.tag`, read from their output.
enum TabDeclaration {
  case tabs([TabEntry])
  case views([TabEntry])
}

/// A tab view's selection binding with its type erased.
struct TabSelection {
  let read: () -> AnyHashable
  let write: (AnyHashable) -> Void
}
