import Foundation
import Synchronization

/// The layout of one scene, kept between updates: the text metrics and display scale it
/// measures with, the caches of the app's layouts, and what it laid out last, so that asking
/// again after no change costs nothing.
package final class SceneLayout {
  /// How text is measured; changing it measures everything again.
  package var metrics: any TextMetrics = EstimatedTextMetrics() {
    didSet { epoch = SceneLayout.newEpoch() }
  }
  /// Pixels per point: frames' edges are rounded to whole pixels.
  package var displayScale: CGFloat = 1 {
    didSet { epoch = SceneLayout.newEpoch() }
  }
  /// Whether the scene is regular width: its bars and sheets take an iPad's forms (a tab bar
  /// floating on top, a sheet as a card), as SwiftUI chooses them by size class.
  package var isRegularWidth = false {
    didSet { if isRegularWidth != oldValue { epoch = SceneLayout.newEpoch() } }
  }
  /// How far the device covers each edge of the scene: its content is laid out inside.
  package var safeAreaInsets = EdgeInsets() {
    didSet { if safeAreaInsets != oldValue { needsPass = true } }
  }
  /// How far each scroll view's content is scrolled (`scrollTo`), by its element.
  package private(set) var scrollOffsets: [ElementID: CGPoint] = [:]
  /// The newest `scrollTo` request acted on.
  package var handledScrollSerial = 0
  /// The requests on elements the last pass laid out afresh.
  package private(set) var scrollRequests: [ScrollRequest] = []
  /// Set when a scroll offset changed, so that the next call lays out even the same roots.
  private var needsPass = false
  private var epoch = SceneLayout.newEpoch()
  private var caches: [ElementID: (element: Element, cache: AnyLayout.Cache)] = [:]
  private var last: (roots: [Element], size: CGSize, epoch: Int)?
  /// What the last pass did: elements measured afresh, leaves placed afresh, and elements kept
  /// whole from the pass before.
  package private(set) var lastCounts = (measured: 0, placed: 0, reused: 0)
  /// The elements the passes since the last `takePlaced()` placed afresh or moved.
  private var placedSinceTaken: [ElementID] = []
  /// Where the last pass placed the geometry readers it placed or moved, until taken.
  private var geometryReports: [(GeometryReaderRecord, GeometryReport)] = []
  /// Whether a pass ran since measurements were last released: a server releases those of
  /// every idle tab at each sweep, and one with nothing to release should cost nothing.
  private var keepsMeasurements = false

  package init() {}

  /// Lays out `roots` in a scene of `size`, unless they are the same objects laid out at the
  /// same size and metrics last time. Returns whether a pass ran.
  @discardableResult
  package func layOut(_ roots: [Element], in size: CGSize) -> Bool {
    if !needsPass, let last, last.size == size, last.epoch == epoch,
      last.roots.count == roots.count, zip(last.roots, roots).allSatisfy({ $0 === $1 })
    {
      return false
    }
    needsPass = false
    let pass = LayoutPass(
      metrics: metrics, displayScale: displayScale, isRegularWidth: isRegularWidth,
      scrollOffsets: scrollOffsets, safeAreaInsets: safeAreaInsets, metricsEpoch: epoch,
      caches: caches)
    pass.run(roots, previousRoots: last?.epoch == epoch ? last?.roots ?? [] : [], in: size)
    caches = pass.caches
    last = (roots, size, epoch)
    lastCounts = (pass.measuredCount, pass.placedCount, pass.reusedCount)
    geometryReports = pass.geometryReports
    scrollRequests = pass.scrollRequests
    placedSinceTaken += pass.placed
    keepsMeasurements = true
    return true
  }

  /// Scrolls the content of the scroll view `id` to `offset`; the next pass places it there.
  /// The caller makes the scroll view and its ancestors place their content again.
  package func scroll(_ id: ElementID, to offset: CGPoint) {
    scrollOffsets[id] = offset
    needsPass = true
  }

  /// Where the last pass placed the geometry readers it placed or moved; forgotten once taken,
  /// because a reader's record holds its view's state, and through it the view's graph.
  package func takeGeometryReports() -> [(GeometryReaderRecord, GeometryReport)] {
    defer { geometryReports = [] }
    return geometryReports
  }

  /// The elements placed afresh or moved by the passes since the last call, which forgets them:
  /// those whose frames a renderer may have drawn elsewhere.
  package func takePlaced() -> [ElementID] {
    defer { placedSinceTaken = [] }
    return placedSinceTaken
  }

  /// Drops the sizes every element laid out last kept from measuring; returns how many it
  /// dropped. Frames stay. The next pass measures what it needs again, and a container whose
  /// child changed lays out afresh rather than trusting the child's lost answers.
  @discardableResult
  package func releaseMeasurements() -> Int {
    guard keepsMeasurements else { return 0 }
    keepsMeasurements = false
    var released = 0
    var pending = last?.roots ?? []
    while let element = pending.popLast() {
      released += element.geometry.withLock { geometry in
        defer {
          geometry.sizes = []
          geometry.sizesOverflowed = true
        }
        return geometry.sizes.count
      }
      pending.append(contentsOf: element.children)
    }
    return released
  }

  /// Epochs are unique in the process, so sizes an element kept from one host's metrics are
  /// never taken for another's.
  private static let epochs = Mutex(0)
  private static func newEpoch() -> Int {
    epochs.withLock { value in
      value += 1
      return value
    }
  }
}
