import Foundation

extension NavigationState {
  /// Reads the state a scene shows: `elements` are its top-level elements (content, then
  /// presented layers), `reachable` those from its topmost modal layer on.
  package init(elements: [Element], reachable: [Element], navigationAddress: URL?) {
    let visible = Self.visible(in: reachable)
    let (screens, top) = Self.frontScreens(inVisible: visible)
    let tabs = Self.frontTabBar(inVisible: visible)?
      .contentChildren.filter { if case .tab = $0.role { true } else { false } }
    let split = visible.last { if case .splitView = $0.role { true } else { false } }
    self.init(
      containers: Self.containers(in: elements.filter { !$0.isLayer }),
      layers: elements.filter(\.isLayer).compactMap(Self.layer),
      frontScreen: top.map { Self.screen(screens[$0], index: $0) },
      screenTitles: screens.map { Self.title(of: $0) ?? "" },
      windowTitle: Self.windowTitle(of: elements),
      selectedTab: tabs?.first {
        if case .tab(let info) = $0.role { info.isSelected } else { false }
      }?
      .label,
      visibleColumns: split?.contentChildren.filter { $0.offScreenReason == nil }.map { column in
        let screens = column.contentChildren.flatMap(Self.screens)
        return screens.last { $0.offScreenReason == nil }.flatMap(Self.title) ?? ""
      } ?? [],
      visibleTabs: tabs?.map(\.label) ?? [],
      navigationAddress: navigationAddress?.absoluteString)
  }

  /// The title a window shows for a scene's top-level `elements`: that of the last screen on
  /// screen that has one. Renderers that need only this read it without the rest of the state.
  package static func windowTitle(of elements: [Element]) -> String? {
    visible(in: elements).last {
      if case .screen = $0.role { !(title(of: $0) ?? "").isEmpty } else { false }
    }.flatMap(title(of:))
  }

  /// The front-most place that shows screens — the last visible stack, or a split view's column
  /// that holds no stack (the trailing visible one, at regular width) — its screens and the
  /// position of its top screen, among `visible` elements.
  package static func frontScreens(inVisible visible: [Element]) -> (
    screens: [Element], top: Int?
  ) {
    let holder = visible.last {
      switch $0.role {
      case .navigationStack: true
      case .column: !$0.contentChildren.contains { $0.role == .navigationStack }
      default: false
      }
    }
    let screens = holder.map { Array($0.contentChildren.flatMap(Self.screens)) } ?? []
    return (screens, screens.lastIndex { $0.offScreenReason == nil })
  }

  /// The tab bar of the front-most tab view among `visible` elements.
  package static func frontTabBar(inVisible visible: [Element]) -> Element? {
    visible.last { if case .tabBar = $0.role { true } else { false } }
  }

  /// The elements a user sees, depth first: those not off screen, inside ones not off screen.
  package static func visible(in elements: some Sequence<Element>) -> [Element] {
    var result: [Element] = []
    func visit(_ element: Element) {
      guard element.offScreenReason == nil else { return }
      result.append(element)
      element.children.forEach(visit)
    }
    elements.forEach(visit)
    return result
  }

  /// The screens an element of a container shows: a screen itself, or a stack's screens.
  private static func screens(of element: Element) -> [Element] {
    switch element.role {
    case .screen: [element]
    case .navigationStack: Array(element.contentChildren)
    default: []
    }
  }

  /// A screen's navigation title.
  package static func title(of screen: Element) -> String? {
    guard case .navigationBar(let bar) = screen.navigationBar?.role else { return nil }
    return bar.title
  }

  /// The navigation containers among `elements` and inside them, in order.
  private static func containers(in elements: some Sequence<Element>) -> [Container] {
    elements.flatMap { element -> [Container] in
      switch element.role {
      case .navigationStack:
        let screens = element.contentChildren.filter {
          if case .screen = $0.role { true } else { false }
        }
        return [
          Container(kind: .stack, screens: screens.enumerated().map { screen($1, index: $0) })
        ]
      case .splitView:
        return [Container(kind: .splitView, columns: element.contentChildren.compactMap(column))]
      case .tabView:
        let bar = element.contentChildren.first {
          if case .tabBar = $0.role { true } else { false }
        }
        let tabs = bar?.contentChildren.compactMap { tab -> Tab? in
          guard case .tab(let info) = tab.role else { return nil }
          return Tab(
            title: tab.label, isSelected: info.isSelected, isSearch: info.isSearch,
            section: info.section)
        }
        let content = element.contentChildren.filter { $0 !== bar }
        return [Container(kind: .tabView, tabs: tabs ?? [], containers: containers(in: content))]
      case .layer:
        return []
      default:
        return containers(in: element.children)
      }
    }
  }

  private static func screen(_ element: Element, index: Int) -> Screen {
    Screen(
      title: title(of: element), index: index, isOnScreen: element.offScreenReason == nil,
      containers: containers(in: element.contentChildren))
  }

  private static func column(_ element: Element) -> Column? {
    guard case .column(let info) = element.role else { return nil }
    let screens = element.contentChildren.flatMap(screens(of:))
    return Column(
      name: "\(info.column)", isVisible: element.offScreenReason == nil,
      screens: screens.enumerated().map { screen($1, index: $0) })
  }

  private static func layer(_ element: Element) -> Layer? {
    guard case .layer(let info) = element.role, let kind = Layer.Kind(rawValue: info.kind.rawValue)
    else { return nil }
    let top = element.allElements.last {
      if case .screen = $0.role { $0.offScreenReason == nil } else { false }
    }
    return Layer(
      kind: kind, title: info.title ?? top.flatMap(title(of:)), isModal: info.isModal,
      detents: info.detents.map(\.description), containers: containers(in: element.children))
  }
}

extension Element {
  /// Whether the element is a presented layer.
  fileprivate var isLayer: Bool { if case .layer = role { true } else { false } }
}
