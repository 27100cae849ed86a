import Foundation
import WaypointCore
import WaypointUI

/// Runs a view headlessly for tests: renders it as text, reads its semantic tree, and interacts
/// with it by visible label, flushing after every interaction.
///
/// Hosts are independent: each has its own graph, state and diagnostics.
@MainActor
public class ViewHost {
  /// The runtime behind the host, the same API an interactive renderer uses; a new one after
  /// `relaunch()`.
  public private(set) var runtime: ViewRuntime
  private let launch: @MainActor (RestorationStore, UserDefaults, URL?, ExternalURLs) -> ViewRuntime
  private let external = ExternalURLs()

  /// The URLs the app handed to the desktop (`openURL` or `Link` with a URL not its own), in
  /// order: a host records them instead of starting a browser.
  public var externallyOpenedURLs: [URL] { external.urls }
  private var evaluationBaseline: (total: Int, byType: [String: Int]) = (0, [:])
  /// The driver's actions so far, as a test wrote them (`tap “Soups 7”`, `back()`), oldest
  /// first: what a failing action reports with the screen.
  public internal(set) var actionLog: [String] = []

  /// Starts `content` at the given horizontal size class (regular unless said otherwise), its
  /// scene state kept in `restoration`, its `@AppStorage` in `appStorage` and its files and
  /// SwiftData stores at `appData` (all in memory unless given stores or a folder). `openURL`
  /// is a cold-start deep link: delivered after the first update, before this returns.
  public init<Content: View>(
    _ content: Content, horizontalSizeClass: UserInterfaceSizeClass = .regular,
    restoration: RestorationStore = .inMemory(),
    appStorage: UserDefaults = MergingUserDefaults(fileURL: nil), openURL: URL? = nil,
    appData: AppDataLocation = .memory
  ) {
    launch = { store, defaults, url, external in
      ViewRuntime(
        content, horizontalSizeClass: horizontalSizeClass, restoration: store,
        appStorage: defaults, openURL: url, openExternally: external.record, appData: appData)
    }
    runtime = launch(restoration, appStorage, openURL, external)
    HostRegistry.current?.add(runtime.diagnosticLog)
  }

  /// Starts `content` in a scene of `size` points, as on a device of that size: its horizontal
  /// size class is compact below 744 points of width (an iPad mini's portrait width) and
  /// regular from there, unless `horizontalSizeClass` says otherwise.
  public convenience init<Content: View>(
    _ content: Content, size: CGSize, horizontalSizeClass: UserInterfaceSizeClass? = nil,
    restoration: RestorationStore = .inMemory(),
    appStorage: UserDefaults = MergingUserDefaults(fileURL: nil), openURL: URL? = nil,
    appData: AppDataLocation = .memory
  ) {
    self.init(
      content, horizontalSizeClass: horizontalSizeClass ?? ViewHost.sizeClass(forWidth: size.width),
      restoration: restoration, appStorage: appStorage, openURL: openURL, appData: appData)
    sceneSize = size
  }

  /// The size class a device of `width` points has: compact below 744.
  static func sizeClass(forWidth width: CGFloat) -> UserInterfaceSizeClass {
    width < 744 ? .compact : .regular
  }

  /// The scene's size in points (393 × 852, an iPhone's portrait screen, unless set): what
  /// `GeometryReader` offers and the layout pass lays the scene out in. Setting it updates
  /// the views that read it, as a resized window does; the size class stays as it is.
  public var sceneSize: CGSize {
    get { runtime.sceneSize }
    set {
      runtime.sceneSize = newValue
      runtime.flush()
    }
  }

  /// How far the device covers each edge of the scene (none unless set; an iPhone's portrait
  /// screen covers 59 points at the top and 34 at the bottom): content is laid out inside, and
  /// views that ignore the safe area reach in. Setting it lays the content out again.
  public var safeAreaInsets: EdgeInsets {
    get { runtime.safeAreaInsets }
    set {
      runtime.safeAreaInsets = newValue
      runtime.flush()
    }
  }

  init(
    launch:
      @escaping @MainActor (RestorationStore, UserDefaults, URL?, ExternalURLs) -> ViewRuntime,
    restoration: RestorationStore, appStorage: UserDefaults, openURL: URL?
  ) {
    self.launch = launch
    runtime = launch(restoration, appStorage, openURL, external)
    HostRegistry.current?.add(runtime.diagnosticLog)
  }

  // MARK: Lifecycle

  /// The scene phase the views see; `.background` saves the scenes' state.
  public var scenePhase: ScenePhase {
    get { runtime.scenePhase }
    set { runtime.scenePhase = newValue }
  }

  /// Quits and launches again, as a user relaunching the app: the scene goes to the
  /// background and saves, every view leaves, then the same view or app starts afresh with the
  /// same stores and settles. Throws when the state could not be saved.
  public func relaunch() async throws {
    let store = runtime.restorationStore
    let sizeClass = runtime.horizontalSizeClass
    let size = runtime.sceneSize
    let chosen = chosenScene?.id
    var saveError: (any Error)?
    do { try runtime.shutDown() } catch { saveError = error }
    runtime = launch(store, runtime.appStorage, nil, external)
    HostRegistry.current?.add(runtime.diagnosticLog)
    actionLog.append("relaunch()")
    if let sizeClass, runtime.horizontalSizeClass != sizeClass {
      runtime.horizontalSizeClass = sizeClass
    }
    if runtime.sceneSize != size { runtime.sceneSize = size }
    chosenScene = runtime.scenes.first { $0.id == chosen }
    evaluationBaseline = (0, [:])
    await runtime.settle()
    if let saveError { throw saveError }
  }

  /// The scene the host reads and interacts with: the first open one unless another is chosen.
  public var scene: SceneSession? {
    get {
      if let chosenScene, runtime.scenes.contains(where: { $0 === chosenScene }) {
        return chosenScene
      }
      return runtime.scenes.first
    }
    set { chosenScene = newValue }
  }
  private var chosenScene: SceneSession?

  // MARK: Reading

  /// The top-level elements of the scene's semantic tree: its content, then its layers.
  public var tree: [Element] { scene?.elements ?? [] }

  /// The semantic tree as text (see docs/TextSnapshots.md).
  public func render() -> String {
    TextSnapshot.render(tree)
  }

  /// Every distinct diagnostic raised so far.
  public var diagnostics: [Diagnostic] { runtime.diagnostics }

  /// The visible elements whose label is exactly `label`.
  public func elements(labeled label: String) -> [Element] {
    visibleElements.filter { $0.label == label }
  }

  /// The elements a user can see and reach: everything not off screen (`.hidden()`, a covered
  /// screen, …) and not beneath a modal layer.
  public var visibleElements: [Element] {
    NavigationState.visible(in: scene?.reachableElements ?? [])
  }

  /// The visible elements, or those of one visible column of a split view.
  func elements(in column: NavigationSplitViewColumn?) throws(HostError) -> [Element] {
    let all = visibleElements
    guard let column else { return all }
    let match = all.last {
      if case .column(let info) = $0.role { info.column == column } else { false }
    }
    guard let match else { throw .noColumn(column) }
    return NavigationState.visible(in: [match])
  }

  // MARK: Navigation

  /// The horizontal size class the content sees. Setting it lays the content out again and
  /// keeps all state: a split view collapses into one stack at `.compact` and expands at
  /// `.regular`.
  public var horizontalSizeClass: UserInterfaceSizeClass {
    get { runtime.horizontalSizeClass ?? .regular }
    set { runtime.horizontalSizeClass = newValue }
  }

  /// The front-most navigation stack's element: the last visible one.
  public var frontmostStack: Element? {
    visibleElements.last { if case .navigationStack = $0.role { true } else { false } }
  }

  /// Where the user is: the scene's containers, its presented layers, the screen in front and
  /// what follows from them. The navigation properties below are views of it.
  public var navigationState: NavigationState {
    scene?.navigationState ?? .empty
  }

  /// The titles of the front-most stack's screens, root first ("" for a screen without one).
  public var navigationTitles: [String] { navigationState.screenTitles }

  /// The title of the front-most stack's top screen: at regular width, that of the trailing
  /// visible column.
  public var navigationTitle: String? { navigationState.frontScreen?.title }

  /// How many screens are pushed on the front-most stack (0 on its root).
  public var navigationDepth: Int { navigationState.depth }

  /// The navigation titles of the split view's visible columns, leading to trailing (each
  /// column's top screen; "" for one without a title). Empty without a split view at regular
  /// width.
  public var visibleColumns: [String] { navigationState.visibleColumns }

  /// The presented layers (sheets, covers, alerts, menus), bottom to top.
  public var presentations: [PresentedLayer] {
    navigationState.layers.map {
      PresentedLayer(kind: LayerKind(rawValue: $0.kind.rawValue), title: $0.title)
    }
  }

  /// Dismisses the front-most presentation as the user does (a swipe down, Esc).
  public func dismiss() throws(HostError) {
    try logged("dismiss()") { () throws(HostError) in
      guard let layer = layers.last else { throw .nothingPresented }
      guard layer.actions.contains(.dismiss) else { throw .dismissRefused }
      try deliver(.dismiss, to: layer, label: "the presentation")
    }
  }

  /// The scene's presented layers, bottom to top.
  private var layers: [Element] {
    (scene?.elements ?? []).filter { if case .layer = $0.role { true } else { false } }
  }

  /// The titles of the tabs of the front-most tab view, in order (hidden tabs are not there).
  public var visibleTabs: [String] { navigationState.visibleTabs }

  /// Selects the tab with this title, as tapping it in the tab bar would; selecting the selected
  /// tab pops its stack to the root.
  public func selectTab(_ label: String) throws(HostError) {
    try logged("selectTab(“\(label)”)") { () throws(HostError) in try selectTabNow(label) }
  }

  private func selectTabNow(_ label: String) throws(HostError) {
    guard let bar = tabBar else {
      throw .noMatch(verb: "select the tab", label: label, candidates: [])
    }
    let matches = bar.contentChildren.filter {
      if case .tab = $0.role { $0.label == label } else { false }
    }
    guard matches.count == 1, let tab = matches.first else {
      throw matches.isEmpty
        ? .noMatch(verb: "select the tab", label: label, candidates: visibleTabs)
        : ambiguity(label, verb: "select the tab", matches: Array(matches))
    }
    try deliver(.tap, to: tab, label: label)
  }

  /// The tab bar of the front-most tab view on screen.
  private var tabBar: Element? { scene?.frontTabBar }

  /// The element of the screen in front (`navigationState.frontScreen`), for acting on it.
  private var topScreen: Element? { scene?.frontScreenElement }

  /// Goes back on the front-most stack, as its back button would (`SceneSession.backButton`,
  /// the rule every renderer follows).
  public func back() throws(HostError) {
    try logged("back()") { () throws(HostError) in
      guard topScreen != nil else { throw .noStack }
      guard let button = scene?.backButton else {
        throw .noBackButton(screen: navigationTitle ?? "")
      }
      try deliver(.tap, to: button, label: "Back")
    }
  }

  // MARK: Interacting

  /// Taps the one visible, enabled element with this label that accepts a tap; `column` looks
  /// only in that column of a split view shown side by side.
  public func tap(_ label: String, in column: NavigationSplitViewColumn? = nil) throws(HostError) {
    try perform(.tap, kind: .tap, label: label, in: column)
  }

  /// Presses a keyboard shortcut, as a renderer that takes keys does: the control on screen
  /// that `.keyboardShortcut(_:)` gave it is tapped. Throws when no control has it.
  public func press(_ shortcut: KeyboardShortcut) throws(HostError) {
    try logged("press(\(shortcut))") { () throws(HostError) in
      guard let control = scene?.element(forKeyboardShortcut: shortcut) else {
        throw .noMatch(verb: "press", label: "\(shortcut)", candidates: [])
      }
      try deliver(.tap, to: control, label: control.label)
    }
  }

  /// Types `text` at the end of the text field with this label.
  public func type(
    _ text: String, into label: String, in column: NavigationSplitViewColumn? = nil
  ) throws(HostError) {
    try logged("type(\(text.debugDescription), into: “\(label)”)") { () throws(HostError) in
      let field = try find(label, accepting: .setText, verb: "type into", in: column)
      guard case .textField(_, let current, _) = field.role else {
        throw .noMatch(verb: "type into", label: label, candidates: [])
      }
      try deliver(.setText(current + text), to: field, label: label)
    }
  }

  /// Replaces the whole text of the text field with this label.
  public func replaceText(
    in label: String, with text: String, in column: NavigationSplitViewColumn? = nil
  ) throws(HostError) {
    try logged("replaceText(in: “\(label)”, with: \(text.debugDescription))") {
      () throws(HostError) in
      let field = try find(label, accepting: .setText, verb: "type into", in: column)
      try deliver(.setText(text), to: field, label: label)
    }
  }

  /// Submits the text field with this label, as Return does: its `onSubmit` actions run.
  public func submit(_ label: String, in column: NavigationSplitViewColumn? = nil)
    throws(HostError)
  {
    try perform(.submit, kind: .submit, label: label, in: column)
  }

  /// Flips the toggle with this label.
  public func toggle(_ label: String, in column: NavigationSplitViewColumn? = nil)
    throws(HostError)
  {
    try perform(.toggle, kind: .toggle, label: label, in: column)
  }

  /// Moves the slider with this label to `value`, as dragging its bar does; the slider keeps
  /// it within its bounds and on its step.
  public func adjust(
    _ label: String, to value: Double, in column: NavigationSplitViewColumn? = nil
  ) throws(HostError) {
    try perform(.setValue(value), kind: .setValue, label: label, in: column)
  }

  /// Shows the context menu of the element with this label, as a long press or a right click
  /// does; its items are then on screen, over everything else.
  public func showContextMenu(_ label: String, in column: NavigationSplitViewColumn? = nil)
    throws(HostError)
  {
    try perform(.showContextMenu, kind: .showContextMenu, label: label, in: column)
  }

  /// Selects the list row with this label.
  public func select(_ label: String, in column: NavigationSplitViewColumn? = nil)
    throws(HostError)
  {
    try perform(.select, kind: .select, label: label, in: column)
  }

  private func perform(
    _ action: ElementAction, kind: ElementAction.Kind, label: String,
    in column: NavigationSplitViewColumn?
  ) throws(HostError) {
    let place = column.map { ", in: \($0)" } ?? ""
    try logged("\(action) “\(label)”\(place)") { () throws(HostError) in
      let element = try find(label, accepting: kind, verb: "\(kind)", in: column)
      try deliver(action, to: element, label: label)
    }
  }

  func deliver(_ action: ElementAction, to element: Element, label: String)
    throws(HostError)
  {
    do {
      try runtime.perform(action, on: element)
    } catch .disabled {
      throw .disabled(label: label)
    } catch {
      throw .refused(label: label, error)
    }
  }

  /// The one visible element that accepts `kind` and whose label is `label` (or a text field
  /// whose prompt is), or else whose label has `label` as one whole text run; the rule is the
  /// same for every action. When there is none, the error says where the label is instead.
  func find(
    _ label: String, accepting kind: ElementAction.Kind, verb: String,
    in column: NavigationSplitViewColumn? = nil
  ) throws(HostError) -> Element {
    let candidates = try elements(in: column).filter { $0.actions.contains(kind) }
    let exact = candidates.filter { $0.label == label || Self.prompt(of: $0) == label }
    if exact.count == 1 { return exact[0] }
    if exact.count > 1 { throw ambiguity(label, verb: verb, matches: exact) }
    let partial = candidates.filter { $0.textRuns.contains(label) }
    if partial.count == 1 { return partial[0] }
    if partial.count > 1 { throw ambiguity(label, verb: verb, matches: partial) }
    throw unreachable(label, accepting: kind, verb: verb, candidates: candidates)
  }

  /// Opens a URL, as the system would for a link to the app: `onOpenURL` handlers receive it.
  public func open(_ url: URL) {
    actionLog.append("open(\(url.absoluteString))")
    runtime.open(url)
  }

  /// Continues `activity` as another device or instance would hand it over (Handoff, a
  /// universal link); returns whether anything received it.
  @discardableResult
  public func continueUserActivity(_ activity: NSUserActivity) -> Bool {
    runtime.continueUserActivity(activity)
  }

  /// The activity the scene advertises now (`userActivity`), or nil.
  public var currentUserActivity: NSUserActivity? { runtime.currentUserActivity }

  // MARK: Time

  /// Applies every change made since the last update (to models, from outside the views).
  public func flush() {
    runtime.flush()
  }

  /// Flushes and lets tasks run until everything is done or waiting on something external.
  public func settle() async {
    await runtime.settle()
  }

  /// Waits until every task has finished; throws naming those still running after `timeout`.
  public func settle(timeout: Duration) async throws(SettleTimeoutError) {
    try await runtime.settle(timeout: timeout)
  }

  // MARK: Cost

  /// The bodies evaluated since the host started or since `resetEvaluationCount()`.
  public var evaluations: EvaluationCount {
    var byType = runtime.evaluationsByType
    for (name, count) in evaluationBaseline.byType {
      byType[name, default: 0] -= count
    }
    return EvaluationCount(
      total: runtime.evaluationCount - evaluationBaseline.total,
      byType: byType.filter { $0.value != 0 })
  }

  /// Starts counting evaluations from zero.
  public func resetEvaluationCount() {
    evaluationBaseline = (runtime.evaluationCount, runtime.evaluationsByType)
  }
}

/// The URLs a host's app handed to the desktop.
@MainActor
final class ExternalURLs {
  private(set) var urls: [URL] = []

  func record(_ url: URL) -> Bool {
    urls.append(url)
    return true
  }
}
