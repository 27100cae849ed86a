/// The navigation bar above a screen's content — title, back button, toolbar items — and the
/// screen element around both: one piece for every container that shows screens with a bar
/// (a stack's screens, a split view's columns, a sheet with a bar).
///
/// The chrome reads the screen's navigation-scoped preferences; the elements it makes belong
/// to the screen's node, so they are reused while unchanged and released with the screen.
@MainActor
struct ScreenChrome {
  /// The screen's node.
  let screen: Node
  /// What the screen's content produced.
  let content: NodeOutput

  /// The title the screen asked for, if any.
  var title: String? { content.preferences[NavigationTitleKey.self] }

  /// How the container goes back from a screen.
  struct Back {
    /// The previous screen's title, which labels the button ("Back" without one).
    var previousTitle: String?
    /// What the button does.
    var action: @MainActor () -> Void
  }

  /// The screen element: its bar, then its content.
  /// - Parameters:
  ///   - back: how to go back from the screen, when the container can.
  ///   - offScreen: why the container keeps the screen off screen, if it does.
  func element(back: Back?, offScreen: OffScreenReason?) -> Element {
    let preferences = content.preferences
    let screenID = ElementID(node: screen.serial)
    var barChildren: [Element] = []
    if let back, !preferences[BackButtonHiddenKey.self] {
      barChildren.append(backButton(labelled: back.previousTitle ?? "Back", action: back.action))
    }
    barChildren += preferences[ToolbarItemsKey.self]
    let bar = screen.reuse(
      Element(
        id: screenID.derived(.navigationBar),
        role: .navigationBar(
          NavigationBarInfo(
            title: title,
            displayMode: preferences[NavigationTitleDisplayModeKey.self] ?? .automatic)),
        children: barChildren))
    return screen.reuse(
      Element(
        id: screenID.derived(.screen), role: .screen,
        children: [bar] + content.elements, offScreen: offScreen))
  }

  private func backButton(labelled title: String, action: @escaping @MainActor () -> Void)
    -> Element
  {
    let screenID = ElementID(node: screen.serial)
    let id = screenID.derived(.backButton)
    let target = screen.derivedTarget(for: id)
    target.setAction { performed in
      if performed == .tap { action() }
    }
    let label = screen.reuse(Element(id: screenID.derived(.backButtonLabel), role: .text(title)))
    return screen.reuse(
      Element(id: id, role: .backButton, children: [label], actions: [.tap], target: target))
  }
}
