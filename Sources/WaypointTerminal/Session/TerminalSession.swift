import Foundation
import WaypointUI

/// The terminal renderer's state for one window: the runtime it shows, the focus, and the
/// screen last sent, so that each update sends only what changed.
@MainActor
public final class TerminalSession {
  /// The runtime shown.
  public let runtime: ViewRuntime
  /// This session's place in the runtime's change feed.
  let changes: ElementChangeReader
  /// The window's size in columns and rows.
  public private(set) var width: Int
  /// See `width`.
  public private(set) var height: Int
  var styling: TextStyling
  /// How the terminal draws pictures, once it said; the pictures sent to it (kitty), by file,
  /// their sixel encodings, and the pictures the screen shows.
  var pictureProtocol: PictureProtocol?
  var pictureIDs: [String: UInt32] = [:]
  var sixelCache: [SixelKey: [UInt8]] = [:]
  var shownPictures: [ShownPicture] = []
  /// A cell's size in pixels, for sixel pictures; the renderer sets it from the terminal.
  var cellPixelSize = CellPixelSize.assumed
  /// What the window shows side by side: one pane, or a split view's visible columns.
  var panes = [Pane()]
  /// The pane the keys act in.
  var focusedPane = 0
  /// The whole window, as last composed.
  var composed: ScreenBuffer?
  /// The layout records of the tab bar drawn below panes (a split view in a tab).
  let footerCache = LayoutCache()
  /// The front-most presented layer, when the user may dismiss it (Esc).
  var dismissibleLayer: Element?
  /// The presented modal layers' panels, each with its own focus, by layer.
  var layerPanes: [ElementID: Pane] = [:]
  /// The front-most modal layer, which the keys act in while it is presented.
  var frontLayer: ElementID?
  /// Whether the front-most layer is an alert or a dialog, whose buttons sit in a row.
  var frontLayerIsChoice = false
  /// What the terminal shows now: the last frame sent.
  var shown: ScreenBuffer?
  /// Set when something other than the tree changed (focus, size, a message).
  var needsCompose = true
  /// Where the focus was when the scene was last saved, put back at the first frame.
  var focusToRestore: SavedFocus?
  /// The pasteboard's change count last seen, and text copied since, for the terminal's
  /// clipboard.
  var pasteboardChanges: Int
  var pendingCopy: String?
  var status: String?
  /// The newest `ScrollViewProxy` request acted on, and one to act on in the next frame.
  var handledScrollSerial = 0
  var pendingScroll: ScrollRequest?

  /// The width from which the window counts as regular rather than compact.
  public static let regularWidth = 90

  /// Creates a session showing `runtime` in a window of the given size.
  public init(runtime: ViewRuntime, width: Int, height: Int, usesColor: Bool) {
    self.runtime = runtime
    changes = runtime.makeChangeReader()
    self.width = max(1, width)
    self.height = max(1, height)
    styling = TextStyling(usesColor: usesColor)
    focusToRestore = SavedFocus(data: runtime.scenes.first?.rendererState)
    lastSavedFocus = focusToRestore
    pasteboardChanges = runtime.pasteboard.changeCount
    // Frames are in the terminal's cells: text wraps where the window wraps it.
    runtime.textMetrics = CellTextMetrics(columnWidth: 8, rowHeight: 20)
    applySizeClass()
  }

  /// Called after an update the session did not ask for (a task or a model changed state).
  public var onUnrequestedUpdate: (@MainActor () -> Void)? {
    get { changes.onUpdate }
    set { changes.onUpdate = newValue }
  }

  /// The screen as the window shows it after the latest update.
  public var screen: ScreenBuffer {
    composeIfNeeded()
    return composed ?? ScreenBuffer(width: width, height: height)
  }

  /// The bytes that bring the terminal up to date: the whole screen the first time and after a
  /// resize, then only the cells that changed; empty when nothing did.
  public func output() -> [UInt8] {
    composeIfNeeded()
    guard let buffer = composed else { return [] }
    defer { shown = buffer }
    // Text the app copied goes to the terminal's clipboard (OSC 52, where the terminal allows).
    var bytes: [UInt8] = []
    if let copy = pendingCopy {
      pendingCopy = nil
      bytes = Array("\u{1B}]52;c;\(Data(copy.utf8).base64EncodedString())\u{07}".utf8)
    }
    guard let shown else {
      return bytes + FrameWriter.full(buffer) + pictureOutput(for: buffer, previous: nil)
    }
    return bytes + FrameWriter.changes(from: shown, to: buffer)
      + pictureOutput(for: buffer, previous: shown)
  }

  /// Notices a copy since the last look: the terminal's clipboard gets it, the bottom line says so.
  func noticeCopy() {
    let changes = runtime.pasteboard.changeCount
    guard changes != pasteboardChanges else { return }
    pasteboardChanges = changes
    guard let text = runtime.pasteboard.string else { return }
    pendingCopy = text
    status = "Copied: " + text
    needsCompose = true
  }

  /// The children laid out and the lines placed by the last frame of the pane the keys act in:
  /// what tests count to show a frame lays out what it shows, not all there is.
  var lastFrameLayout: (children: Int, lines: Int) {
    composeIfNeeded()
    let cache = frontLayer.flatMap { layerPanes[$0]?.cache } ?? panes[focusedPane].cache
    return (cache.childrenLaidOut, cache.linesPlaced)
  }

  /// Changes the window's size; the next output is a whole screen.
  public func resize(width: Int, height: Int) {
    let width = max(1, width)
    let height = max(1, height)
    guard width != self.width || height != self.height else { return }
    self.width = width
    self.height = height
    shown = nil
    needsCompose = true
    applySizeClass()
  }

  /// Makes the next output a whole screen (the terminal was given back and taken again).
  public func redrawAll() {
    shown = nil
    needsCompose = true
  }

  /// What a key asked the app to do.
  public enum KeyOutcome: Sendable, Equatable {
    /// Keep running.
    case handled
    /// The user asked to quit.
    case quit
  }

  /// Acts on a key: moves the focus, activates, edits, goes back or quits; lets the app settle
  /// after anything it did.
  public func handle(_ key: Key) async -> KeyOutcome {
    defer { saveFocus() }
    return await act(on: key)
  }

  /// Saves where the focus is with the scene, when it moved: a relaunch puts it back.
  func saveFocus() {
    composeIfNeeded()
    guard let scene = runtime.scenes.first else { return }
    let pane = panes[focusedPane]
    guard let id = pane.focus.focused, let element = pane.frame?.elements[id] else { return }
    let saved = SavedFocus(
      pane: focusedPane, label: element.label, scrollOffset: pane.focus.scrollOffset)
    guard saved != lastSavedFocus else { return }
    lastSavedFocus = saved
    scene.rendererState = saved.data
  }

  /// The focus last saved, so a key that moves nothing encodes nothing.
  var lastSavedFocus: SavedFocus?

  /// Moves the focus to the element it was on when the scene was saved, if it is there.
  func restoreFocus(_ saved: SavedFocus) {
    guard panes.indices.contains(saved.pane), let frame = panes[saved.pane].frame,
      let id = Self.firstFocusable(in: frame, where: { $0.label == saved.label })
    else { return }
    focusedPane = saved.pane
    panes[saved.pane].focus.focus(id)
    panes[saved.pane].focus.scrollOffset = saved.scrollOffset
    needsCompose = true
  }

  /// The URL being typed after `:`, while the prompt is open.
  var urlPrompt: String?

  /// The frame and focus the keys act on: the front-most layer's, else the focused pane's.
  var frame: Frame? {
    if let frontLayer { return layerPanes[frontLayer]?.frame }
    return panes[focusedPane].frame
  }
  var focus: FocusState {
    get {
      if let frontLayer { return layerPanes[frontLayer]?.focus ?? FocusState() }
      return panes[focusedPane].focus
    }
    set {
      if let frontLayer {
        layerPanes[frontLayer]?.focus = newValue
      } else {
        panes[focusedPane].focus = newValue
      }
    }
  }

  func applySizeClass() {
    let sizeClass = TerminalRenderer.sizeClass(forWidth: width)
    if runtime.horizontalSizeClass != sizeClass { runtime.horizontalSizeClass = sizeClass }
    // The content's part of the window in points, 8 a column and 20 a row: the focus marker's
    // two columns and the scroll indicator's one are not the scene's.
    let size = CGSize(width: max(1, width - 3) * 8, height: height * 20)
    if runtime.sceneSize != size { runtime.sceneSize = size }
  }
}

/// What one pane shows: a split view's column, or a tab view's sidebar or selected tab.
struct PaneContent {
  let id: ElementID
  let info: ColumnInfo
  let elements: [Element]
}

/// One area of the window with its own focus: the whole window, or a split view's column.
struct Pane {
  /// The column shown, for a split view's column.
  var column: ElementID?
  var focus = FocusState()
  var frame: Frame?
  /// What its layouts keep from frame to frame.
  let cache = LayoutCache()
}
