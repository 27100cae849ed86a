extension LayerKind {
  /// A context menu: the actions of one element, over everything until one is chosen.
  public static let contextMenu = LayerKind(rawValue: "contextMenu")
}

/// `.contextMenu { }`: actions for the view, shown over the scene when a person asks for them
/// (a long press, a right click; `ElementAction.showContextMenu` from a renderer or a test).
/// Choosing one runs it and closes the menu; an empty menu offers nothing.
struct ContextMenuModifier<MenuItems: View> {
  let items: MenuItems
  @State private var isShown = false
}

extension ContextMenuModifier: ViewModifier {
  func body(content: Content) -> some View {
    content
      .modifier(ContextMenuTrigger(isEmpty: MenuContent.isEmpty(items), show: { isShown = true }))
      .modifier(
        PresentationLayerModifier(
          kind: .contextMenu, isModal: true, isPresented: $isShown,
          layer: VStack { items }.environment(\.closesOnChoice, ChoiceDismissal { isShown = false })
        ))
  }
}

/// Gives the view's element the `showContextMenu` action, passing its other actions on.
struct ContextMenuTrigger: PrimitiveModifier {
  let isEmpty: Bool
  let show: @MainActor () -> Void

  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    guard let first = output.elements.first, !isEmpty else { return output }
    let forwarding = node.derivedTarget(for: first.id)
    let show = self.show
    let original = first.target
    forwarding.setAction { action in
      if action.kind == .showContextMenu { show() } else { original?.perform(action) }
    }
    output.elements[0] = first.addingAction(.showContextMenu, target: forwarding)
    return output
  }
}

extension View {
  /// Adds actions to this view, shown as a menu when a person asks for them.
  nonisolated public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> some View {
    modifier(ContextMenuModifier(items: menuItems()))
  }
}

/// Whether a menu's items are nothing at all: an empty closure, or an `if` that did not hold.
enum MenuContent {
  static func isEmpty(_ view: any View) -> Bool {
    if view is EmptyView { return true }
    if let optional = view as? any OptionalView { return optional.wrappedView.map(isEmpty) ?? true }
    if let sequence = view as? any ViewSequence { return sequence.views.allSatisfy(isEmpty) }
    return false
  }
}

/// An optional view, whose content is nil or a view.
protocol OptionalView {
  var wrappedView: (any View)? { get }
}

extension Optional: OptionalView where Wrapped: View {
  var wrappedView: (any View)? { self.map { $0 } }
}
