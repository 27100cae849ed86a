import WaypointCore

/// A view that presents views in two or three columns, where selections in leading columns
/// control presentations in subsequent columns.
///
/// At regular width the columns show side by side, as `columnVisibility` says; at compact width
/// they collapse into one stack whose root is the sidebar. Each column is a navigation container:
/// a `List(selection:)` of value links in it sets its selection, and other links in it present
/// their destination as the next column's content.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  let columns: [SplitColumnContent]
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  init(
    sidebar: Sidebar, content: Content?, detail: Detail,
    columnVisibility: Binding<NavigationSplitViewVisibility>?,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>?
  ) {
    var columns = [SplitColumnContent(column: .sidebar, view: AnyView(sidebar))]
    if let content { columns.append(SplitColumnContent(column: .content, view: AnyView(content))) }
    columns.append(SplitColumnContent(column: .detail, view: AnyView(detail)))
    self.columns = columns
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
  }
}

/// One column's view, before it is placed.
struct SplitColumnContent {
  let column: NavigationSplitViewColumn
  let view: AnyView
}

extension NavigationSplitView {
  /// Creates a three-column navigation split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
      preferredCompactColumn: nil)
  }

  /// Creates a three-column navigation split view that enables programmatic control of leading
  /// columns' visibility.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: content(), detail: detail(),
      columnVisibility: columnVisibility, preferredCompactColumn: nil)
  }

  /// Creates a three-column navigation split view that enables programmatic control over which
  /// column appears on top when the view collapses into a single column in narrow sizes.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
      preferredCompactColumn: preferredCompactColumn)
  }

  /// Creates a three-column navigation split view that enables programmatic control of leading
  /// columns' visibility and of which column appears on top when the view collapses.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: content(), detail: detail(),
      columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn)
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// Creates a two-column navigation split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(
      sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil,
      preferredCompactColumn: nil)
  }

  /// Creates a two-column navigation split view that enables programmatic control of the
  /// sidebar's visibility.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
      preferredCompactColumn: nil)
  }

  /// Creates a two-column navigation split view that enables programmatic control over which
  /// column appears on top when the view collapses into a single column in narrow sizes.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil,
      preferredCompactColumn: preferredCompactColumn)
  }

  /// Creates a two-column navigation split view that enables programmatic control of the
  /// sidebar's visibility and of which column appears on top when the view collapses.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
      preferredCompactColumn: preferredCompactColumn)
  }
}

extension NavigationSplitView: View, PrimitiveView {
  /// The size class decides between columns and one stack.
  package static var readsHostEnvironment: Bool { true }

  /// A navigation split view has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    if let styling = node.environment.navigationSplitViewStyling {
      // A custom style's body stands in for the split view; the split view it lays out (a
      // built-in style's body of the configuration) is this one, without the custom style.
      node.primitiveState = StyledSplitView()
      let environment = node.derivedEnvironment { $0.navigationSplitViewStyling = nil }
      let body = styling(NavigationSplitViewStyleConfiguration(splitView: AnyView(self)))
      node.reconcile {
        $0.add(body, key: .id(AnyHashable(StyledSplitView.key)), environment: environment)
      }
      return
    }
    if node.primitiveState is StyledSplitView { node.primitiveState = nil }
    SplitUpdate(
      node: node, columns: columns, columnVisibility: columnVisibility,
      preferredCompactColumn: preferredCompactColumn
    ).run()
  }

  package func output(in node: Node) -> NodeOutput {
    if node.primitiveState is StyledSplitView { return node.childrenOutput() }
    return SplitOutput(node: node, split: SplitViewState.of(node, columns: columns.map(\.column)))
      .make()
  }
}

/// The state of a split view a custom style's body stands in for: it has no columns of its own.
private final class StyledSplitView {
  /// The key of the style's body among the split view's children.
  static let key = "styled"
}
