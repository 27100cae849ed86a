import Foundation

/// Frames: the layout pass runs over a scene's elements at the scene's size, and every element
/// on screen then has its `frame` in the scene's points.
extension ViewRuntime {
  /// How the layout pass measures text: `EstimatedTextMetrics` unless the renderer says how
  /// its text is drawn (a terminal's cells, the browser's font). Setting it measures again.
  public var textMetrics: any TextMetrics {
    get { storedTextMetrics }
    set {
      storedTextMetrics = newValue
      textMetricsVersion += 1
      // Views that measure text themselves (a canvas) measure as the host does.
      changeHostValue(TextMetricsKey.self, newValue)
    }
  }

  /// How far the device covers each edge of the scene (a notch, a home indicator; none unless
  /// the host says): content is laid out inside, and views that ignore the safe area reach in.
  public var safeAreaInsets: EdgeInsets {
    get { rootEnvironment.sceneSafeAreaInsets }
    set { changeHostValue(SafeAreaInsetsKey.self, newValue) }
  }

  /// Lays out `scene` at `sceneSize`, unless it was laid out since its last change: every
  /// element it shows then has its `frame`, and every `GeometryReader` the size it was offered
  /// (its content made again when that changed). Returns whether a pass ran.
  @discardableResult
  public func layOut(_ scene: SceneSession) -> Bool {
    if scene.layoutMetricsVersion != textMetricsVersion {
      scene.layout.metrics = storedTextMetrics
      scene.layoutMetricsVersion = textMetricsVersion
    }
    if scene.layout.displayScale != displayScale { scene.layout.displayScale = displayScale }
    if scene.layout.safeAreaInsets != safeAreaInsets {
      scene.layout.safeAreaInsets = safeAreaInsets
    }
    let isRegular = horizontalSizeClass == .regular
    if scene.layout.isRegularWidth != isRegular { scene.layout.isRegularWidth = isRegular }
    // A geometry reader placed at another size than its content was made for makes it again,
    // and the scene is laid out again; a few rounds settle what readers nest.
    var ran = false
    for _ in 0..<4 {
      guard scene.layout.layOut(scene.elements, in: sceneSize) else { break }
      ran = true
      deliverPlacements(scene.layout.takePlaced())
      var changed = false
      for (reader, report) in scene.layout.takeGeometryReports() where reader.report(report) {
        changed = true
      }
      if scrollToRequested(in: scene) { changed = true }
      guard changed else { break }
      flush()
    }
    return ran
  }

  /// Hands the elements a layout pass placed afresh or moved to every reader.
  private func deliverPlacements(_ placed: [ElementID]) {
    if feed.hasReaders() { feed.deliverPlacements(placed) }
  }

  /// Lays out every open scene (see `layOut(_:)`).
  public func layOut() {
    for scene in scenes { layOut(scene) }
  }

  /// Gives back the memory each element keeps of the sizes it was measured at, which later
  /// passes reuse; the next pass measures what it needs again. Returns how many sizes it
  /// dropped. For a host that keeps many runtimes idle, as a server keeps its open tabs.
  @discardableResult
  public func releaseMeasurements() -> Int {
    scenes.reduce(0) { $0 + $1.layout.releaseMeasurements() }
  }

  /// Gives back the index of elements by id, which the next lookup makes again from the tree:
  /// for a host that keeps many runtimes idle. Returns how many entries it held.
  @discardableResult
  public func releaseElementIndex() -> Int {
    defer { index.release() }
    return index.count
  }

  /// What the last pass over `scene` did: the elements that chose a size afresh, the leaves
  /// placed afresh, and the elements kept whole, everything in them included, from the pass
  /// before — what a test of the cost of a change counts.
  public func layoutCounts(of scene: SceneSession) -> (measured: Int, placed: Int, reused: Int) {
    scene.layout.lastCounts
  }
}
