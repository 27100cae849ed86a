extension LayerKind {
  /// A context menu: the actions of one element, over everything until one is chosen.
  public static let contextMenu = LayerKind(rawValue: "contextMenu")
  /// A row's swipe actions, shown as its context menu is (a swipe; `showContextMenu` here).
  public static let swipeActions = LayerKind(rawValue: "swipeActions")
}

/// `.contextMenu { }`: actions for the view, shown over the scene when a person asks for them
/// (a long press, a right click; `ElementAction.showContextMenu` from a renderer or a test).
/// Choosing one runs it and closes the menu; an empty menu offers nothing.
struct ContextMenuModifier<MenuItems: View> {
  let items: MenuItems
  var kind = LayerKind.contextMenu
  @State private var isShown = false
}

extension ContextMenuModifier: ViewModifier {
  func body(content: Content) -> some View {
    content
      .modifier(
        AddedAction(kind: .showContextMenu, isEnabled: !MenuContent.isEmpty(items)) { _ in
          isShown = true
        }
      )
      .modifier(
        PresentationLayerModifier(
          kind: kind, isModal: true, isPresented: $isShown,
          layer: VStack { items }.environment(\.closesOnChoice, ChoiceDismissal { isShown = false })
        ))
  }
}

extension View {
  /// Adds actions to this view, shown as a menu when a person asks for them.
  nonisolated public func contextMenu<MenuItems: View>(
    @ViewBuilder menuItems: () -> MenuItems
  ) -> some View {
    modifier(ContextMenuModifier(items: menuItems()))
  }

  /// Adds swipe actions to a row; a renderer without swipes offers them as the row's context
  /// menu (`showContextMenu`; `m` in the terminal).
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(ContextMenuModifier(items: content(), kind: .swipeActions))
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
