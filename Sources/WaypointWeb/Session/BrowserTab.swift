import Foundation
import WaypointUI

/// One browser tab's scene: its own runtime, what its page shows, and its place in the
/// browser's history. Pages and sockets reach it only through `page()` and `receive(_:)`.
@MainActor
final class BrowserTab {
  /// The tab's identifier, in its page and in the reload cookie.
  let id: String
  /// The browser (session cookie) the tab belongs to.
  let browserID: String
  /// The runtime shown.
  let runtime: ViewRuntime

  /// Where the user is: the first scene's navigation state, kept by the scene at the cost of
  /// what changed since the last update.
  var state: NavigationState { runtime.scenes.first?.navigationState ?? .empty }
  /// How often the user has been somewhere else (another screen, tab or selected row).
  private var placeChanges: Int { runtime.scenes.first?.navigationPlaceChanges ?? 0 }
  private let changes: ElementChangeReader
  private let renderer = HTMLRenderer()
  /// The roots the page shows: those of the last page or update sent.
  private var shown: [Element] = []
  private var history = BrowserHistory()
  /// The navigation state's place count after the last update: when the place changes with the
  /// address, the change is a navigation and gets its own history entry.
  private var shownPlace = 0
  private var shownTitle: String?
  /// The newest `ScrollViewProxy` request the page was told to act on.
  private var handledScrollSerial = 0
  /// The pasteboard's change count the page was last told of.
  private lazy var pasteboardChanges = runtime.pasteboard.changeCount
  /// When a person last did something in the tab.
  private(set) var lastActivity = ContinuousClock.now
  /// Since when the page has been hidden, as it reported; nil while it shows.
  private(set) var hiddenSince: ContinuousClock.Instant?
  /// Whether a page's socket is attached (or being attached).
  var isConnected = false
  /// How many sockets have claimed the tab, and whether one is running now.
  var socketClaims = 0
  var hasRunningSocket = false
  /// Sends an update the tab did not ask for (a task or a model changed state) to its socket.
  var push: (@MainActor (String) -> Void)? {
    didSet {
      guard push != nil else {
        changes.onUpdate = nil
        return
      }
      changes.onUpdate = { @MainActor [weak self] in
        self?.pushUnrequestedUpdate()
      }
    }
  }

  /// Called when the tab ends, so its socket closes.
  var onEnd: (@MainActor () -> Void)?
  /// Called after each update the page is sent (the tab's state may have changed).
  var onUpdate: (@MainActor () -> Void)?
  /// Whether the page showing the tab was made elsewhere (another worker, before it stopped):
  /// its first answer is then the whole page, not a patch.
  var needsWholePage = false
  /// Whether the tab is live (not ended).
  private(set) var isAlive = true

  /// Parks the tab: tells its page, which reconnects only when shown again or acted on, then
  /// ends it (the caller has its state written first).
  func park() {
    var update = ServerUpdate()
    update.parked = true
    push?(update.json)
    end()
  }

  /// Ends the tab: its views leave and its socket closes.
  func end() {
    isAlive = false
    onUpdate = nil
    push = nil
    onEnd?()
    onEnd = nil
    try? runtime.shutDown()
  }

  /// The width below which a window is compact (CSS pixels).
  nonisolated static let compactBreakpoint = 700.0

  init(id: String, browserID: String, runtime: ViewRuntime) {
    self.id = id
    self.browserID = browserID
    self.runtime = runtime
    changes = runtime.makeChangeReader()
    // The browser fetches AsyncImage's pictures itself, with its cache and its cookies.
    runtime.asyncImageLoading = .renderer
    // Frames are computed with the advances of the font the page draws with.
    if let metrics = PageFont.metrics { runtime.textMetrics = metrics }
  }

  /// The size class of a window `width` CSS pixels wide.
  nonisolated static func sizeClass(forWidth width: Double) -> UserInterfaceSizeClass {
    width < compactBreakpoint ? .compact : .regular
  }

  // MARK: Pages

  /// The complete page, as the tab shows now; its address opened first when the app declares
  /// addresses and the tab shows another.
  func page(address: String) async -> String {
    lastActivity = .now
    let body = await wholeScene(address: address)
    return PageDocument.html(
      body: body, title: shownTitle ?? "", tabID: id,
      sizeClass: runtime.horizontalSizeClass ?? .regular, path: currentPath())
  }

  /// The scene's elements as HTML, after opening `address` when the app declares addresses
  /// and shows another; what the page shows from now on.
  private func wholeScene(address: String) async -> String {
    if let scene = runtime.scenes.first, scene.declaresNavigationAddress,
      address != currentPath(), let url = AddressBar.appURL(for: address, in: runtime)
    {
      runtime.open(url)
      await runtime.settle()
    }
    _ = changes.takeChanges()
    runtime.layOut()
    _ = changes.takeChanges()
    _ = changes.takePlacements()
    shown = runtime.elements
    // The entry holds what the browser's address bar shows, so that the first update replaces
    // an address the app shows differently. A reload keeps the tab's other entries, as the
    // browser keeps its own.
    history.replace(with: BrowserHistory.Entry(path: address, selectedTab: state.selectedTab))
    shownPlace = placeChanges
    shownTitle = state.windowTitle
    onUpdate?()
    return shown.map { renderer.html($0) }.joined()
  }

  // MARK: Messages

  /// Acts on a message from the page and returns the update to send back (JSON), or nil when
  /// it does not decode, which ends the socket.
  func receive(_ message: ClientMessage) async -> String? {
    // Being hidden or shown is not something the person did in the tab.
    if message.kind != .visibility { lastActivity = .now }
    switch message.kind {
    case .visibility:
      guard let hidden = message.hidden else { return nil }
      hiddenSince = hidden ? hiddenSince ?? .now : nil
      return update()
    case .hello, .size:
      if let width = message.width, width.isFinite, width > 0 {
        resize(width: width, height: message.height ?? 800)
      }
      if let insets = message.safeArea { cover(insets) }
      await runtime.settle()
      if message.kind == .hello, needsWholePage {
        needsWholePage = false
        return await wholePageUpdate(address: message.path ?? currentPath())
      }
      return update()
    case .act:
      guard let rawID = message.element.flatMap(Int.init), let name = message.action,
        name == "activate" || Self.action(named: name, value: message.value) != nil
      else { return nil }
      // A tap on something that went away meanwhile is not an error of the page's.
      if let element = runtime.element(withID: ElementID(rawValue: rawID)),
        let action = name == "activate"
          ? element.primaryAction : Self.action(named: name, value: message.value)
      {
        try? runtime.perform(action, on: element)
      }
      await runtime.settle()
      return update()
    case .history:
      guard let number = message.entry, let path = message.path else { return nil }
      await followHistory(to: number, path: path)
      return update(afterHistoryMove: true)
    }
  }

  /// Activates an element as a click does, with its primary action (the form's buttons without
  /// the script).
  func activate(_ rawID: Int) async {
    lastActivity = .now
    guard let element = runtime.element(withID: ElementID(rawValue: rawID)),
      let kind = element.primaryAction
    else { return }
    try? runtime.perform(kind, on: element)
    await runtime.settle()
  }

  /// The action a page names, or nil for a name the page may not send ("activate", the
  /// element's primary action, is resolved against the element).
  static func action(named name: String, value: String?) -> ElementAction? {
    switch name {
    case "tap": .tap
    case "select": .select
    case "toggle": .toggle
    case "dismiss": .dismiss
    case "submit": .submit
    case "refresh": .refresh
    case "delete": .delete
    case "showContextMenu": .showContextMenu
    case "setText": value.map { .setText($0) }
    case "setValue": value.flatMap(Double.init).map { .setValue($0) }
    case "loadImage": value.map { .loadImage(succeeded: $0 == "1") }
    default: nil
    }
  }

  /// Takes what the device covers of the window's edges, as the page reads its
  /// `env(safe-area-inset-*)`: four lengths, each finite and not negative, or nothing is taken.
  private func cover(_ insets: [Double]) {
    guard insets.count == 4, insets.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
    let covered = EdgeInsets(
      top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3])
    if runtime.safeAreaInsets != covered { runtime.safeAreaInsets = covered }
  }

  private func resize(width: Double, height: Double) {
    let sizeClass = Self.sizeClass(forWidth: width)
    if runtime.horizontalSizeClass != sizeClass { runtime.horizontalSizeClass = sizeClass }
    let size = CGSize(width: width, height: max(1, height))
    if runtime.sceneSize != size { runtime.sceneSize = size }
  }

  // MARK: Updates

  /// The whole scene for a page another worker made: it replaces what the page shows, with the
  /// title, the address and the size class.
  private func wholePageUpdate(address: String) async -> String {
    var message = ServerUpdate()
    message.page = await wholeScene(address: address)
    message.title = shownTitle ?? ""
    let path = currentPath()
    history.replace(with: BrowserHistory.Entry(path: path, selectedTab: state.selectedTab))
    message.address = .init(mode: "replace", path: path, entry: history.index)
    message.sizeClass = sizeClassName
    return message.json
  }

  /// The size class as the page names it.
  private var sizeClassName: String {
    runtime.horizontalSizeClass == .compact ? "compact" : "regular"
  }

  private func pushUnrequestedUpdate() {
    guard let push else { return }
    push(update())
  }

  /// The changes since the page was last brought up to date, with the address and title when
  /// they changed.
  private func update(afterHistoryMove: Bool = false) -> String {
    runtime.layOut()
    let changed = changes.takeChanges()
    let placed = changes.takePlacements()
    let roots = runtime.elements
    var message = ServerUpdate()
    if let request = runtime.newestScrollRequest(among: changed, after: handledScrollSerial),
      let target = request.target
    {
      handledScrollSerial = request.serial
      message.scroll = .init(id: domID(target), block: Self.scrollBlock(for: request.anchor))
    }
    let pasteboard = runtime.pasteboard
    if pasteboard.changeCount != pasteboardChanges {
      pasteboardChanges = pasteboard.changeCount
      message.copied = pasteboard.string ?? ""
    }
    // Moves first: a node the patch then replaces or adds is drawn where it belongs anyway.
    message.operations = runtime.elementsWithParents(placed).compactMap { element, parent in
      let id = element.id
      let origin = parent.flatMap(HTMLRenderer.childOrigin) ?? .zero
      // A canvas or a shape draws for its size, a text in the lines its width broke it into:
      // placed again, it is drawn again.
      if element.drawsForItsSize, element.offScreenReason == nil {
        return .replace(
          id: domID(id),
          html: renderer.html(element, in: MarkupContext(parentOrigin: origin)))
      }
      return HTMLRenderer.placement(of: element, parentOrigin: origin).map {
        .place(id: domID(id), style: $0)
      }
    }
    if !changed.isEmpty || roots.count != shown.count {
      message.operations += PagePatch(from: shown, to: roots, renderer: renderer).operations
      shown = roots
    }
    let state = self.state
    let title = state.windowTitle
    if title != shownTitle {
      shownTitle = title
      message.title = title ?? ""
    }
    let path = currentPath()
    let place = placeChanges
    let entry = BrowserHistory.Entry(path: path, selectedTab: state.selectedTab)
    if path != history.current?.path {
      if !afterHistoryMove, place != shownPlace, history.current != nil {
        history.push(entry)
        message.address = .init(mode: "push", path: path, entry: history.index)
      } else {
        history.replace(with: entry)
        message.address = .init(mode: "replace", path: path, entry: history.index)
      }
    } else if history.current != entry {
      history.replace(with: entry)
    }
    shownPlace = place
    message.sizeClass = sizeClassName
    message.zoom = message.operations.contains { $0.showsZoomDestination }
    onUpdate?()
    return message.json
  }

  /// Where `scrollIntoView` puts an element for a request's anchor.
  private static func scrollBlock(for anchor: UnitPoint?) -> String {
    guard let anchor else { return "nearest" }
    return anchor.y <= 0.25 ? "start" : anchor.y >= 0.75 ? "end" : "center"
  }

  // MARK: Addresses

  /// The address of what the tab shows: the app's declared one, else one made of its titles.
  func currentPath() -> String {
    if let scene = runtime.scenes.first, scene.declaresNavigationAddress {
      return scene.navigationAddress.map(AddressBar.path(for:)) ?? "/"
    }
    return AddressBar.derivedPath(of: runtime.elements)
  }

  /// The browser went to entry `number` showing `path`: an app that declares addresses opens
  /// it; for another, Back pops (or selects the tab it left) once per entry.
  private func followHistory(to number: Int, path: String) async {
    let from = history.index
    let entry = history.move(to: number)
    if let scene = runtime.scenes.first, scene.declaresNavigationAddress {
      if path != currentPath(), let url = AddressBar.appURL(for: path, in: runtime) {
        runtime.open(url)
        await runtime.settle()
      }
      return
    }
    guard let entry else { return }
    for _ in 0..<max(0, from - number) {
      goBack(toward: entry)
      await runtime.settle()
    }
  }

  /// One step back: to the entry's tab if another is selected, else the scene's back button
  /// (its front screen's), else the dismissal of the front-most layer.
  private func goBack(toward entry: BrowserHistory.Entry) {
    let elements = runtime.elements.flatMap(\.allElements)
    if let title = entry.selectedTab, title != state.selectedTab,
      let tab = elements.first(where: {
        if case .tab = $0.role { $0.label == title } else { false }
      })
    {
      try? runtime.perform(.tap, on: tab)
      return
    }
    if let back = runtime.scenes.first?.backButton {
      try? runtime.perform(.tap, on: back)
    } else if let layer = elements.last(where: {
      $0.actions.contains(.dismiss) && runtime.visibility(of: $0.id) == .onScreen
    }) {
      try? runtime.perform(.dismiss, on: layer)
    }
  }
}

extension Element {
  /// Whether the element's markup is made for its frame's size (a canvas's or a shape's
  /// drawing, a text's lines), so that a move to another size draws it again.
  fileprivate var drawsForItsSize: Bool {
    switch role {
    case .canvas, .shape, .text: true
    default: false
    }
  }
}
