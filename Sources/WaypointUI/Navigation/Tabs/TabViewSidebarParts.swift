/// `.tabViewSidebarHeader`, `.tabViewSidebarFooter` and `.tabViewSidebarBottomBar`: views shown
/// with the tabs when the tab view is a sidebar, made as children of the modifier (so they keep
/// their state across a width change) and placed in the tab view's bar element.
struct TabSidebarPartModifier<Part: View> {
  enum Place { case header, footer, bottomBar }

  let place: Place
  let part: Part
}

extension TabSidebarPartModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    node.reconcile {
      $0.add(content, key: .index(0))
      $0.add(part, key: .index(1))
    }
  }

  func output(in node: Node) -> NodeOutput {
    guard let content = node.children.first?.output else { return .empty }
    guard node.children.count == 2, let tabView = content.elements.first,
      case .tabView = tabView.role, let bar = tabView.children.first,
      case .tabBar(let info) = bar.role, info.form == .sidebar
    else { return content }
    let part = node.children[1].output
    let wrapper = node.reuse(
      Element(
        id: ElementID(node: node.serial), role: place == .header ? .header : .footer,
        children: part.elements))
    let parts = place == .header ? [wrapper] + Array(bar.children) : bar.children + [wrapper]
    var output = content
    output.elements[0] = tabView.replacingChildren(
      [bar.replacingChildren(Array(parts))] + Array(tabView.children.dropFirst()))
    return output
  }
}

extension View {
  /// Shows `content` above the tabs of this tab view's sidebar.
  nonisolated public func tabViewSidebarHeader<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(TabSidebarPartModifier(place: .header, part: content()))
  }

  /// Shows `content` below the tabs of this tab view's sidebar.
  nonisolated public func tabViewSidebarFooter<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(TabSidebarPartModifier(place: .footer, part: content()))
  }

  /// Shows `content` at the bottom of this tab view's sidebar.
  nonisolated public func tabViewSidebarBottomBar<Content: View>(
    @ViewBuilder content: () -> Content
  ) -> some View {
    modifier(TabSidebarPartModifier(place: .bottomBar, part: content()))
  }
}
