import Foundation
import WaypointCore

/// Runs a view hierarchy or an app: keeps its view graph, resolves it to semantic elements,
/// and takes interactions. Renderers and the test driver use this, and only this.
@MainActor
public final class ViewRuntime {
  let graph: ViewGraph
  private var root: Node?
  /// The root of the view graph, for what measures it.
  var rootNode: Node? { root }
  /// The values the host sets, read by every environment of this runtime.
  private let hostValues: HostValues
  private(set) var rootEnvironment: EnvironmentValues
  private let makeRoot: (ViewRuntime) -> Node
  let sceneRegistry: SceneRegistry
  let index = ElementIndex()
  var feed = ChangeFeed()
  /// How the layout pass measures text (`ViewRuntime+Layout`); bumped `textMetricsVersion`
  /// tells each scene's layout to measure again.
  var storedTextMetrics: any TextMetrics = EstimatedTextMetrics()
  var textMetricsVersion = 0

  /// Where this runtime's diagnostics are collected.
  public let diagnosticLog: DiagnosticLog
  /// Where the scenes' saved state (`@SceneStorage`) is kept between launches.
  public let restorationStore: RestorationStore
  /// The store `@AppStorage` uses unless a view names another (in memory unless given one).
  public let appStorage: UserDefaults
  /// Where the app's folders and SwiftData's default store are for this runtime's scenes (in
  /// memory unless the host chose a place).
  public let appData: AppDataLocation
  /// The pasteboard views copy to (`@Environment(\.pasteboard)`); renderers watch it.
  public let pasteboard = Pasteboard()
  /// What the app asked of the device that Linux has no hardware for (haptics, the icon's
  /// badge, the idle timer), kept for tests and renderers to read.
  public let deviceRequests = DeviceRequests()

  /// Creates a runtime for `content`, shown as one scene, and evaluates it, at the given
  /// horizontal size class (regular when nil). `openURL`, a cold-start deep link, is delivered
  /// once the first update has mounted the scene, run its `onAppear`s and started its tasks.
  public init<Content: View>(
    _ content: Content, horizontalSizeClass: UserInterfaceSizeClass? = nil,
    diagnostics: DiagnosticLog = DiagnosticLog(), restoration: RestorationStore = .inMemory(),
    appStorage: UserDefaults = MergingUserDefaults(fileURL: nil), openURL: URL? = nil,
    openExternally: (@MainActor (URL) -> Bool)? = nil, appData: AppDataLocation = .memory
  ) {
    self.appData = appData
    self.openExternally = openExternally
    let host = HostValues()
    hostValues = host
    rootEnvironment = EnvironmentValues(host: host)
    diagnosticLog = diagnostics
    restorationStore = restoration
    self.appStorage = appStorage
    rootEnvironment.defaultAppStorage = appStorage
    rootEnvironment.appStorageReaders = AppStorageReaders(diagnostics: diagnostics)
    rootEnvironment.pasteboard = pasteboard
    sceneRegistry = SceneRegistry(restoration: restoration, diagnostics: diagnostics)
    if let horizontalSizeClass {
      hostValues.set(HorizontalSizeClassKey.self, horizontalSizeClass)
    }
    graph = ViewGraph(diagnostics: diagnostics)
    graph.appData = appData
    let session = sceneRegistry.open(
      SceneDeclaration(id: "main", title: nil, content: AnyView(EmptyView())))
    makeRoot = { runtime in
      ViewNode(
        view: SceneRoot(content: content, session: session, showsSceneElement: false),
        graph: runtime.graph, parent: nil, key: .index(0), environment: runtime.rootEnvironment)
    }
    installURLOpener()
    start()
    if let openURL { open(openURL) }
  }

  /// Creates a runtime for `app`, opens its first scene and evaluates it, at the given
  /// horizontal size class (regular when nil). `openURL`, a cold-start deep link, is delivered
  /// once the first update has mounted the scene, run its `onAppear`s and started its tasks.
  public init<A: App>(
    app: A, horizontalSizeClass: UserInterfaceSizeClass? = nil,
    diagnostics: DiagnosticLog = DiagnosticLog(), restoration: RestorationStore = .inMemory(),
    appStorage: UserDefaults = MergingUserDefaults(fileURL: nil), openURL: URL? = nil,
    openExternally: (@MainActor (URL) -> Bool)? = nil, appData: AppDataLocation = .memory
  ) {
    self.appData = appData
    self.openExternally = openExternally
    let host = HostValues()
    hostValues = host
    rootEnvironment = EnvironmentValues(host: host)
    diagnosticLog = diagnostics
    restorationStore = restoration
    self.appStorage = appStorage
    rootEnvironment.defaultAppStorage = appStorage
    rootEnvironment.appStorageReaders = AppStorageReaders(diagnostics: diagnostics)
    rootEnvironment.pasteboard = pasteboard
    sceneRegistry = SceneRegistry(restoration: restoration, diagnostics: diagnostics)
    if let horizontalSizeClass {
      hostValues.set(HorizontalSizeClassKey.self, horizontalSizeClass)
    }
    graph = ViewGraph(diagnostics: diagnostics)
    graph.appData = appData
    makeRoot = { runtime in
      ViewNode(
        view: AppContent(app: app, scenes: runtime.sceneRegistry), graph: runtime.graph,
        parent: nil, key: .index(0), environment: runtime.rootEnvironment)
    }
    installURLOpener()
    start()
    if let openURL { open(openURL) }
  }

  private func start() {
    graph.owner = self
    Self.latest = self
    graph.onScheduledUpdate = { [weak self] in
      guard let self else { return }
      publishChanges()
      feed.notifyUnrequestedUpdate()
    }
    withContext {
      let node = makeRoot(self)
      root = node
      graph.rootNode = node
      node.mount()
    }
    flush()
  }

  /// Runs `body` with this runtime's diagnostics log, app data location and animation
  /// recording in place.
  func withContext<T>(_ body: () throws -> T) rethrows -> T {
    Self.latest = self
    let previous = ViewGraph.current
    ViewGraph.current = graph
    defer { ViewGraph.current = previous }
    return try AppDataLocation.$current.withValue(appData) {
      try DiagnosticLog.$current.withValue(diagnosticLog) { try body() }
    }
  }

  // MARK: Scenes

  /// The open scenes, in the order they were opened; the first is the one `elements` shows.
  public var scenes: [SceneSession] { sceneRegistry.sessions }

  /// The identities of the scenes the app declares (`WindowGroup(id:)`, else their position).
  public var declaredSceneIDs: [String] { sceneRegistry.declarations.map(\.id) }

  /// Opens a new window of the scene declared with `id`; throws when the app declares none.
  @discardableResult
  public func openScene(_ id: String) throws(SceneError) -> SceneSession {
    guard let declaration = sceneRegistry.declarations.first(where: { $0.id == id }) else {
      throw .unknownScene(id, declared: declaredSceneIDs)
    }
    let session = withContext { sceneRegistry.open(declaration) }
    flush()
    return session
  }

  /// Closes an open scene: its views leave the graph, and their state with them.
  public func closeScene(_ session: SceneSession) {
    withContext { sceneRegistry.close(session) }
    flush()
  }

  // MARK: Reading

  /// The top-level elements of the first open scene, as of the last flush: its content, then
  /// its presented layers.
  public var elements: [Element] {
    scenes.first?.elements ?? []
  }

  /// For an app, one `.scene` element per open scene; for a runtime hosting one view, that scene's
  /// content and presented layers.
  public var rootElements: [Element] {
    root.map { Array($0.output.elements) } ?? []
  }

  /// The upward values of the whole hierarchy, for tests of the graph.
  var rootOutputForTesting: PreferenceValues {
    root?.output.preferences ?? PreferenceValues()
  }

  // MARK: Updating and interacting

  /// Evaluates everything that changed and runs the lifecycle events that produced.
  public func flush() {
    Self.latest = self
    graph.flush(resolving: root)
    publishChanges()
  }

  /// Delivers `action` to the current version of `element`, then flushes. Refused when the
  /// element is gone, off screen, beneath a modal layer, disabled or does not take the action.
  public func perform(_ action: ElementAction, on element: Element) throws(InteractionError) {
    refreshIndex()
    let summary = element.summary
    guard let current = index.element(element.id), current.target?.isReleased != true else {
      throw .stale(element: summary)
    }
    switch index.visibility(of: element.id) {
    case .removed: throw .stale(element: summary)
    case .offScreen(let reason): throw .notOnScreen(element: summary, reason: reason)
    case .beneathModalLayer(let kind): throw .beneathModalLayer(element: summary, layer: kind)
    case .onScreen: break
    }
    guard current.actions.contains(action.kind), let target = current.target else {
      throw .actionNotAccepted(action, element: summary)
    }
    guard current.isEnabled else { throw .disabled(element: summary) }
    withContext { target.perform(action, on: current) }
    flush()
  }

  // MARK: Opening URLs from the app

  /// How a URL that is not the app's own is opened; the desktop's `xdg-open` unless the host
  /// says otherwise (a test host records them).
  let openExternally: (@MainActor (URL) -> Bool)?

  /// Schemes the host declares for the app (a single view has no scenes to declare them on).
  public var additionalURLSchemes: Set<String> = []

  private func installURLOpener() {
    let opener: @MainActor @Sendable (URL) -> Bool = { [weak self] url in
      self?.openFromApp(url) ?? false
    }
    rootEnvironment.openURL = OpenURLAction(system: opener)
    graph.systemURLOpener = opener
  }

  // MARK: Following changes

  /// A new reader of this runtime's element changes; it sees what changes from now on.
  public func makeChangeReader() -> ElementChangeReader {
    let reader = ElementChangeReader(runtime: self)
    feed.add(reader)
    return reader
  }

  /// Hands the changes recorded since the last call to every reader.
  func publishChanges() {
    _ = root?.output
    if feed.hasReaders() {
      feed.deliver(graph.takeChangedElementIDs())
    } else {
      graph.discardChangedElementIDs()
    }
  }

  /// Every distinct diagnostic raised so far.
  public var diagnostics: [Diagnostic] { diagnosticLog.diagnostics }

  // MARK: Environment the host controls

  /// The horizontal size class the hierarchy sees (regular unless the host says otherwise).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { rootEnvironment.horizontalSizeClass }
    set { changeHostValue(HorizontalSizeClassKey.self, newValue) }
  }

  /// The scene's size in points, which the layout pass lays each scene out in (an iPhone's
  /// portrait screen, 393 × 852, unless the host says otherwise).
  public var sceneSize: CGSize {
    get { rootEnvironment.sceneSize }
    set { changeHostValue(SceneSizeKey.self, newValue) }
  }

  /// The color scheme the hierarchy sees.
  public var colorScheme: ColorScheme {
    get { rootEnvironment.colorScheme }
    set { changeHostValue(ColorSchemeKey.self, newValue) }
  }

  /// The scene phase the hierarchy sees; going to the background saves every scene's state.
  public var scenePhase: ScenePhase {
    get { rootEnvironment.scenePhase }
    set {
      let old = scenePhase
      changeHostValue(ScenePhaseKey.self, newValue)
      if newValue == .background { try? saveState() }
      postLifecycleNotifications(from: old, to: newValue)
    }
  }

  /// Saves every open scene's `@SceneStorage` values now (quitting, a signal); throws the first
  /// write that failed, after trying every scene.
  public func saveState() throws {
    var firstError: (any Error)?
    for scene in scenes {
      do { try scene.saveState() } catch { firstError = firstError ?? error }
    }
    if let firstError { throw firstError }
  }

  /// Ends the runtime as quitting ends an app: the scene goes to the background (saving its
  /// state), and every view leaves, its tasks cancelled and its `onDisappear` run.
  public func shutDown() throws {
    if scenePhase != .background {
      let old = scenePhase
      changeHostValue(ScenePhaseKey.self, .background)
      postLifecycleNotifications(from: old, to: .background)
    }
    NotificationCenter.default.post(
      name: Notification.Name("UIApplicationWillTerminateNotification"), object: nil)
    var saveError: (any Error)?
    do { try saveState() } catch { saveError = error }
    for scene in scenes { scene.releaseClaim() }
    withContext {
      root?.teardown()
      root = nil
      graph.rootNode = nil
      graph.flush(resolving: nil)
    }
    if let saveError { throw saveError }
  }

  /// Changes the value every environment reads where no view set the key, and evaluates only
  /// the views that read values the host sets, so a window's resize does not rebuild what does
  /// not depend on it (readers off screen are evaluated when they come back).
  func changeHostValue<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) {
    hostValues.set(key, value)
    if Self.latest === self { publishHostValues() }
    graph.markHostReadersDirty(reading: ObjectIdentifier(key))
    flush()
  }

  // MARK: Measuring

  /// How many bodies have been evaluated since the runtime started.
  public var evaluationCount: Int { graph.evaluationCount }

  /// How many times each view type's body has been evaluated, by type name.
  public var evaluationsByType: [String: Int] { graph.evaluationsByType }

  /// The animation of the most recent `withAnimation`, if any.
  public var lastAnimation: Animation? { graph.lastAnimation }

  // MARK: Tasks

  /// Descriptions of the tasks (`.task`) still running.
  public var runningTaskNames: [String] { graph.runningTaskNames }

  /// Flushes and lets tasks run until nothing is dirty and every task has finished or stayed
  /// suspended for several turns of the main actor.
  public func settle() async {
    var quietTurns = 0
    while quietTurns < 8 {
      flush()
      if !graph.hasRunningTasks && !graph.hasPendingWork { return }
      let before = (graph.taskActivity, graph.evaluationCount)
      await Task.yield()
      flush()
      let after = (graph.taskActivity, graph.evaluationCount)
      quietTurns = before == after && !graph.hasPendingWork ? quietTurns + 1 : 0
    }
  }

  /// Flushes and waits until every task has finished; throws, naming the tasks still running,
  /// when that takes longer than `timeout`.
  public func settle(timeout: Duration) async throws(SettleTimeoutError) {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      flush()
      if !graph.hasRunningTasks && !graph.hasPendingWork { return }
      if clock.now >= deadline { throw SettleTimeoutError(pendingTasks: graph.runningTaskNames) }
      await Task.yield()
      if graph.hasRunningTasks && !graph.hasPendingWork {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
  }
}
