import Foundation
import WaypointCore

/// One open scene of a running app — a window, and later a browser session's page: its
/// identity, what it shows, and where scene-scoped state (scene storage) hangs.
///
/// A runtime hosting an `App` opens its first scene at launch and can open the others it
/// declares (`ViewRuntime.openScene(_:)`); a runtime hosting a single view has one scene.
@MainActor
public final class SceneSession: Identifiable {
  /// Which declaration a scene was opened from, and which instance of it.
  public typealias ID = SceneID

  /// The scene's identity, stable while it is open.
  public let id: ID
  /// The title its declaration gives, if any.
  public let title: String?
  /// The node showing the scene (its `SceneRoot`), once mounted.
  var node: NodeHandle?
  /// The app's scenes, which `openWindow` and `dismissWindow` act on.
  weak var registry: SceneRegistry?
  /// The document the scene was opened with (`NewDocumentButton`), for its document group.
  var openedDocument: OpenedDocument?

  /// The scene's `@SceneStorage` values.
  let storage: SceneStorageValues
  /// What the scene's views registered to undo (`@Environment(\.undoManager)`); a renderer's
  /// undo and redo commands call it.
  public let undoManager = UndoManager()

  /// Keeps the scene's navigation state from one reading to the next.
  package let navigationKeeper = NavigationStateKeeper()

  /// The scene's layout, kept between passes, and the runtime's text metrics version it has.
  let layout = SceneLayout()
  var layoutMetricsVersion = -1

  /// This process's hold on the scene's saved state, until it shuts down.
  private var claim: SceneClaim?

  /// Lets another launch take the scene's saved state (the app is quitting).
  func releaseClaim() {
    claim = nil
  }

  init(
    id: ID, title: String?, restoration: RestorationStore, diagnostics: DiagnosticLog,
    claim: SceneClaim?
  ) {
    self.id = id
    self.title = title
    self.claim = claim
    storage = SceneStorageValues(
      sceneID: id.description, store: restoration, diagnostics: diagnostics)
  }

  /// A renderer's own state for the scene (where the focus was), saved and restored with the
  /// scene's `@SceneStorage` values; views never see it.
  public var rendererState: Data? {
    get {
      if case .data(let data)? = storage.value(for: Self.rendererStateKey) { return data }
      return nil
    }
    set { storage.set(newValue.map(StoredValue.data), for: Self.rendererStateKey) }
  }

  /// The key the renderer's state is saved under, apart from the app's own keys.
  static let rendererStateKey = "waypoint.renderer"

  /// Saves the scene's `@SceneStorage` values now, if they changed since the last save.
  public func saveState() throws {
    try storage.save()
  }

  /// The scene's top-level elements, as of the last flush: its content, then its presented
  /// layers.
  public var elements: [Element] {
    guard let output = node?.node?.output.elements else { return [] }
    if output.count == 1, output[0].isScene { return Array(output[0].children) }
    return Array(output)
  }

  /// The top-level elements a user can reach: those from the topmost modal layer on (all of
  /// them when no modal layer is presented).
  public var reachableElements: [Element] {
    let all = elements
    guard let modal = ModalLayering.topmostModalLayer(in: all) else { return all }
    return Array(all[modal.position...])
  }

  /// The upward values of the scene's content (its URL handlers).
  var preferences: PreferenceValues {
    node?.node?.output.preferences ?? PreferenceValues()
  }

  /// The color scheme the scene's content prefers (`preferredColorScheme`), the first one set;
  /// nil when none does. A renderer that draws in a scheme of its own choosing follows it.
  public var preferredColorScheme: ColorScheme? {
    preferences[PreferredColorSchemeKey.self]
  }
}

/// The scenes of a running app: what its body declares, and which are open.
@MainActor
final class SceneRegistry {
  /// What the app's body declared at its last evaluation.
  var declarations: [SceneDeclaration] = []
  /// The open scenes, in the order they were opened.
  private(set) var sessions: [SceneSession] = []
  /// Where the scenes' saved state is, and where problems with it are reported.
  let restoration: RestorationStore
  let diagnostics: DiagnosticLog

  init(restoration: RestorationStore, diagnostics: DiagnosticLog) {
    self.restoration = restoration
    self.diagnostics = diagnostics
  }
  /// The node that evaluates the app's body and shows the open scenes.
  var appNode: NodeHandle?
  /// Whether the app has launched (its first scene opened); closing every scene afterwards
  /// leaves none open.
  private var hasLaunched = false

  /// Opens a new instance of `declaration` (a single window already open stays the one); the
  /// app's node shows it at the next flush.
  @discardableResult
  func open(_ declaration: SceneDeclaration) -> SceneSession {
    if declaration.kind.isSingleWindow,
      let open = sessions.first(where: { $0.id.declaration == declaration.id })
    {
      return open
    }
    let session = addSession(for: declaration)
    appNode?.node?.markDirty()
    return session
  }

  @discardableResult
  private func addSession(for declaration: SceneDeclaration) -> SceneSession {
    let instances = sessions.filter { $0.id.declaration == declaration.id }.map(\.id.instance)
    // A window another running copy of the app holds is skipped: each saves its own state.
    var id = SceneSession.ID(declaration: declaration.id, instance: (instances.max() ?? 0) + 1)
    var claim = restoration.claim(scene: id.description)
    while claim == nil, id.instance < 1000 {
      id = SceneSession.ID(declaration: declaration.id, instance: id.instance + 1)
      claim = restoration.claim(scene: id.description)
    }
    let session = SceneSession(
      id: id, title: declaration.title, restoration: restoration, diagnostics: diagnostics,
      claim: claim)
    session.registry = self
    sessions.append(session)
    return session
  }

  /// Closes `session`: its views leave the graph and its state is gone.
  func close(_ session: SceneSession) {
    try? session.saveState()
    sessions.removeAll { $0 === session }
    appNode?.node?.markDirty()
  }

  /// Records what the app's body declares now: at launch the first scene opens, and scenes
  /// whose declaration is gone close. Called by the app's node while it updates, so it shows
  /// the result at once.
  func declare(_ found: [SceneDeclaration]) {
    declarations = found
    if !hasLaunched, let first = SceneDeclarations.launching(in: found) {
      hasLaunched = true
      addSession(for: first)
    }
    let declared = Set(found.map(\.id))
    sessions.removeAll { !declared.contains($0.id.declaration) }
  }
}
