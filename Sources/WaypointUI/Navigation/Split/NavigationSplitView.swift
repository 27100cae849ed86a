import WaypointCore

/// Shows a sidebar, an optional content column and a detail column, each a navigation container:
/// what is chosen in one column decides what the next one shows.
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
  /// A split view with sidebar, content and detail columns, keeping their visibility itself.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
      preferredCompactColumn: nil)
  }

  /// A three-column split view whose shown columns follow `columnVisibility`, which the
  /// `setColumnVisibility` action writes too.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: content(), detail: detail(),
      columnVisibility: columnVisibility, preferredCompactColumn: nil)
  }

  /// A three-column split view whose collapsed stack, at compact width, has the column
  /// `preferredCompactColumn` names on top; moving between columns writes it.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: content(), detail: detail(), columnVisibility: nil,
      preferredCompactColumn: preferredCompactColumn)
  }

  /// A three-column split view bound to both `columnVisibility` and `preferredCompactColumn`: the
  /// columns shown at regular width, and the top of the collapsed stack at compact width.
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
  /// A split view with a sidebar and a detail column, keeping their visibility itself.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(
      sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil,
      preferredCompactColumn: nil)
  }

  /// A two-column split view whose shown columns follow `columnVisibility`, which the
  /// `setColumnVisibility` action writes too.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: columnVisibility,
      preferredCompactColumn: nil)
  }

  /// A two-column split view whose collapsed stack, at compact width, has the column
  /// `preferredCompactColumn` names on top; moving between columns writes it.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      sidebar: sidebar(), content: nil, detail: detail(), columnVisibility: nil,
      preferredCompactColumn: preferredCompactColumn)
  }

  /// A two-column split view bound to both `columnVisibility` and `preferredCompactColumn`: the
  /// columns shown at regular width, and the top of the collapsed stack at compact width.
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
