/// Keeps one scene's `NavigationState` from one reading to the next, looking only at what
/// changed in between: an element that is the same object as last time gives what it gave
/// then, a stack's unchanged screens stay where they are (a push reads the new screen, not the
/// depth), a long list looks only at the rows that differ, and a tab view keeps what its tabs
/// gave while another is selected. Reading twice without an update costs nothing.
package final class NavigationStateKeeper {
  private var roots: [Entry] = []
  private var rootElements: [Element] = []
  private var reachableStart = 0
  private var address: String?
  private var cached: NavigationState?
  private var front = Front()
  private var lastPlace: [ElementID] = []
  /// Counts the readings at which the user was somewhere else than at the one before: another
  /// screen on screen, another tab or another selected row (not a title that changed).
  package private(set) var placeChanges = 0
  /// How many elements the last reading looked at again: what tests count to show the cost
  /// follows the change.
  package private(set) var elementsRead = 0

  package init() {}

  /// The state of a scene whose top-level elements are `elements` (content, then presented
  /// layers), of which those from `reachableStart` on are reachable.
  package func state(
    elements: [Element], reachableStart: Int, navigationAddress: String?
  ) -> NavigationState {
    if let cached, reachableStart == self.reachableStart, navigationAddress == address,
      elements.count == rootElements.count,
      zip(elements, rootElements).allSatisfy({ $0 === $1 })
    {
      return cached
    }
    // What the last state holds is let go first, so a stack's screens change in place.
    cached = nil
    elementsRead = 0
    let previous = Dictionary(roots.map { ($0.element.id, $0) }, uniquingKeysWith: { $1 })
    roots = elements.map { entry(for: $0, previous: previous[$0.id]) ?? Entry($0) }
    rootElements = elements
    self.reachableStart = reachableStart
    address = navigationAddress
    let state = assemble()
    cached = state
    return state
  }

  /// The element of the screen in front and the front-most tab bar, as of the last reading,
  /// for a driver acting on them.
  package var frontScreenElement: Element? {
    guard let holder = front.holder, let top = holder.top else { return nil }
    return holder.element(at: top)
  }
  package var frontTabBar: Element? { front.tabBar?.element }

  private func assemble() -> NavigationState {
    var reachable = Front()
    var all = Front()
    for (position, root) in roots.enumerated() {
      all.append(root.front)
      if position >= reachableStart { reachable.append(root.front) }
    }
    front = reachable
    if all.place != lastPlace {
      lastPlace = all.place
      placeChanges += 1
    }
    let holder = reachable.holder
    let top = holder?.top
    return NavigationState(
      containers: roots.filter { !$0.element.isLayer }.flatMap(containers),
      layers: roots.compactMap(layer),
      frontScreen: top.flatMap { holder?.screens[$0] },
      screenTitles: holder?.titles ?? [],
      windowTitle: all.titledScreen,
      selectedTab: reachable.tabBar?.selected,
      visibleColumns: reachable.columns ?? [],
      visibleTabs: reachable.tabBar?.titles ?? [],
      navigationAddress: address)
  }

  // MARK: Reading elements

  /// The entry of `element`, from `previous` (the entry of the element at its place last time)
  /// where that still holds; nil for an element with no children that gives nothing.
  private func entry(for element: Element, previous: Entry?) -> Entry? {
    // An entry is only ever the previous of the element with its id (a stack's is changed in
    // place, and another tab's must stay as it was).
    let previous = previous?.element.id == element.id ? previous : nil
    if let previous, previous.element === element { return previous }
    elementsRead += 1
    if case .navigationStack = element.role {
      return stack(element, previous: previous?.element.role == .navigationStack ? previous : nil)
    }
    if element.children.isEmpty {
      let entry = Entry(element)
      entry.own = ownFront(of: entry)
      entry.settle()
      return entry.isWorthKeeping ? entry : nil
    }
    return parent(element, previous: previous)
  }

  /// An element with children: the children that differ from `previous`'s are read again.
  private func parent(_ element: Element, previous: Entry?) -> Entry {
    let made = Entry(element)
    let children = element.children
    var contributors: [(position: Int, entry: Entry)] = []
    if let previous, previous.element.children.count == children.count,
      let differing = children.differingPositions(from: previous.element.children)
    {
      contributors = previous.contributors
      for position in differing {
        let element = children[position]
        let atPosition = previous.contributor(at: position)
        let old =
          atPosition?.element.id == element.id ? atPosition : previous.tabContents[element.id]
        let child = entry(for: element, previous: old)
        let index = contributors.firstIndex { $0.position >= position } ?? contributors.count
        if index < contributors.count, contributors[index].position == position {
          contributors.remove(at: index)
        }
        if let child, child.isWorthKeeping {
          contributors.insert((position, child), at: index)
        }
      }
    } else {
      let kept = previous.map { previous in
        Dictionary(
          previous.contributors.map { ($0.entry.element.id, $0.entry) }, uniquingKeysWith: { $1 })
      }
      for (position, child) in children.enumerated() {
        let old = kept?[child.id] ?? previous?.tabContents[child.id]
        if let childEntry = entry(for: child, previous: old), childEntry.isWorthKeeping {
          contributors.append((position, childEntry))
        }
      }
    }
    if element.role == .tabView {
      made.tabContents = previous?.tabContents ?? [:]
      for contributor in contributors where contributor.entry.element.role == .tabContent {
        made.tabContents[contributor.entry.element.id] = contributor.entry
      }
    }
    made.contributors = contributors
    made.hasContainers = element.isContainer || contributors.contains { $0.entry.hasContainers }
    made.own = ownFront(of: made)
    made.settle()
    return made
  }

  /// A stack: its screens up to the first that changed stay; the others are read again.
  private func stack(_ element: Element, previous: Entry?) -> Entry {
    let entry = previous ?? Entry(element)
    let content = element.contentChildren
    var kept = 0
    if let previous, !previous.hasOtherChildren {
      kept = min(
        element.children.commonPrefixCount(with: previous.element.children),
        content.count, entry.screens.count)
    }
    let oldEntries = Array(entry.screenEntries[kept...])
    entry.screens.removeSubrange(kept...)
    entry.titles.removeSubrange(kept...)
    entry.screenEntries.removeSubrange(kept...)
    entry.hasOtherChildren = false
    for offset in kept..<content.count {
      let child = content[content.startIndex + offset]
      guard case .screen = child.role else {
        entry.hasOtherChildren = true
        continue
      }
      elementsRead += 1
      let old = offset - kept < oldEntries.count ? oldEntries[offset - kept] : nil
      let screenEntry =
        child.children.isEmpty ? Entry(child) : parent(child, previous: old)
      if child.children.isEmpty {
        screenEntry.own = ownFront(of: screenEntry)
        screenEntry.settle()
      }
      let title = NavigationState.title(of: child)
      entry.screenEntries.append(screenEntry)
      entry.titles.append(title ?? "")
      entry.screens.append(
        NavigationState.Screen(
          title: title, index: entry.screens.count, isOnScreen: child.offScreenReason == nil,
          containers: screenEntry.contributors.flatMap { containers($0.entry) }))
    }
    entry.element = element
    entry.hasContainers = true
    entry.settle()
    return entry
  }

  /// What an element on screen gives by itself, before its children; nil when nothing.
  private func ownFront(of entry: Entry) -> OwnFront? {
    let front = ownFrontValue(of: entry)
    return front.isEmpty ? nil : OwnFront(front)
  }

  private func ownFrontValue(of entry: Entry) -> Front {
    let element = entry.element
    var front = Front()
    guard element.offScreenReason == nil else { return front }
    switch element.role {
    case .screen:
      let title = NavigationState.title(of: element)
      if let title, !title.isEmpty { front.titledScreen = title }
      front.lastScreen = .some(title)
      front.place = [element.id]
    case .column:
      let content = element.contentChildren
      guard !content.contains(where: { $0.role == .navigationStack }) else { break }
      let screens = Array(content.filter { if case .screen = $0.role { true } else { false } })
      front.holder = .column(screens: columnScreens(entry), elements: screens)
    case .tabBar:
      let tabs = element.contentChildren.filter { if case .tab = $0.role { true } else { false } }
      let selected = tabs.first {
        if case .tab(let info) = $0.role { info.isSelected } else { false }
      }
      front.tabBar = (selected?.label, tabs.map(\.label), element)
      if let selected { front.place = [selected.id] }
    case .splitView:
      front.columns = element.contentChildren.enumerated().compactMap { position, column in
        guard case .column = column.role, column.offScreenReason == nil else { return nil }
        let screens = entry.contributor(at: position).map(columnScreens) ?? []
        return screens.last(where: \.isOnScreen)?.title ?? ""
      }
    case .row(isSelected: true):
      front.place = [element.id]
    default:
      break
    }
    return front
  }

  // MARK: The state's containers

  /// The containers an entry's subtree shows, outermost first.
  private func containers(_ entry: Entry) -> [NavigationState.Container] {
    let element = entry.element
    switch element.role {
    case .navigationStack:
      return [NavigationState.Container(kind: .stack, screens: entry.screens)]
    case .splitView:
      return [
        NavigationState.Container(
          kind: .splitView,
          columns: entry.contributors.compactMap { column($0.entry) })
      ]
    case .tabView:
      let bar = element.contentChildren.first { if case .tabBar = $0.role { true } else { false } }
      let tabs = bar?.contentChildren.compactMap { tab -> NavigationState.Tab? in
        guard case .tab(let info) = tab.role else { return nil }
        return NavigationState.Tab(
          title: tab.label, isSelected: info.isSelected, isSearch: info.isSearch,
          section: info.section)
      }
      let content = entry.contributors.filter { $0.entry.element !== bar }
      return [
        NavigationState.Container(
          kind: .tabView, tabs: tabs ?? [], containers: content.flatMap { containers($0.entry) })
      ]
    case .layer:
      return []
    default:
      guard entry.hasContainers else { return [] }
      return entry.contributors.flatMap { containers($0.entry) }
    }
  }

  private func column(_ entry: Entry) -> NavigationState.Column? {
    guard case .column(let info) = entry.element.role else { return nil }
    return NavigationState.Column(
      name: "\(info.column)", isVisible: entry.element.offScreenReason == nil,
      screens: columnScreens(entry))
  }

  /// The screens a column shows: its stack's, or its own.
  private func columnScreens(_ entry: Entry) -> [NavigationState.Screen] {
    if let stack = entry.contributors.first(where: { $0.entry.element.role == .navigationStack }) {
      return stack.entry.screens
    }
    let screens = entry.element.contentChildren.enumerated().filter {
      if case .screen = $0.element.role { true } else { false }
    }
    return screens.enumerated().map { index, child in
      NavigationState.Screen(
        title: NavigationState.title(of: child.element), index: index,
        isOnScreen: child.element.offScreenReason == nil,
        containers: entry.contributor(at: child.offset).map { containers($0) } ?? [])
    }
  }

  private func layer(_ entry: Entry) -> NavigationState.Layer? {
    guard case .layer(let info) = entry.element.role,
      let kind = NavigationState.Layer.Kind(rawValue: info.kind.rawValue)
    else { return nil }
    return NavigationState.Layer(
      kind: kind, title: info.title ?? entry.front.lastScreen ?? nil, isModal: info.isModal,
      detents: info.detents.map(\.description),
      containers: entry.contributors.flatMap { containers($0.entry) })
  }
}

extension Element {
  /// Whether the element is a presented layer.
  var isLayer: Bool { if case .layer = role { true } else { false } }

  /// Whether the element is a navigation container of the state.
  fileprivate var isContainer: Bool {
    switch role {
    case .navigationStack, .splitView, .tabView: true
    default: false
    }
  }
}
