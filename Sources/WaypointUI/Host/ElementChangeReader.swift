/// One reader of a runtime's changes: which elements were made or changed since the reader last
/// asked. Each renderer (a terminal, a browser session, the test driver) has its own, so
/// several can follow one runtime without taking changes from each other.
///
/// Make one with `ViewRuntime.makeChangeReader()`; the runtime stops feeding it once it is
/// released.
@MainActor
public final class ElementChangeReader {
  private var pending: Set<ElementID> = []
  private var pendingPlacements: Set<ElementID> = []
  private weak var runtime: ViewRuntime?

  /// Called after an update the reader's host did not ask for (a task or a model changed
  /// state), so an interactive renderer can redraw.
  public var onUpdate: (@MainActor () -> Void)?

  init(runtime: ViewRuntime) {
    self.runtime = runtime
  }

  /// The ids of elements made or changed since the last call (or since the reader was made),
  /// and forgets them.
  public func takeChanges() -> Set<ElementID> {
    runtime?.publishChanges()
    defer { pending = [] }
    return pending
  }

  /// The ids of elements that layout passes since the last call (or since the reader was made)
  /// placed afresh or moved, and forgets them: every element whose frame may differ from what
  /// the reader's renderer drew, and few others.
  public func takePlacements() -> Set<ElementID> {
    defer { pendingPlacements = [] }
    return pendingPlacements
  }

  func receivePlacements(_ placed: [ElementID]) {
    pendingPlacements.formUnion(placed)
  }

  func receive(_ changes: Set<ElementID>) {
    if pending.isEmpty {
      pending = changes
    } else {
      pending.formUnion(changes)
    }
  }
}

/// The readers a runtime feeds, held weakly.
@MainActor
struct ChangeFeed {
  private var readers: [WeakReader] = []

  private struct WeakReader {
    weak var reader: ElementChangeReader?
  }

  /// Starts feeding `reader`.
  mutating func add(_ reader: ElementChangeReader) {
    readers.removeAll { $0.reader == nil }
    readers.append(WeakReader(reader: reader))
  }

  /// Whether some reader is still alive.
  mutating func hasReaders() -> Bool {
    readers.removeAll { $0.reader == nil }
    return !readers.isEmpty
  }

  /// Gives `changes` to every live reader.
  func deliver(_ changes: Set<ElementID>) {
    guard !changes.isEmpty else { return }
    for entry in readers { entry.reader?.receive(changes) }
  }

  /// Gives the elements a layout pass placed to every live reader.
  func deliverPlacements(_ placed: [ElementID]) {
    guard !placed.isEmpty else { return }
    for entry in readers { entry.reader?.receivePlacements(placed) }
  }

  /// Tells every live reader that an update it did not ask for happened.
  func notifyUnrequestedUpdate() {
    for entry in readers { entry.reader?.onUpdate?() }
  }
}
