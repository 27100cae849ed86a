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
    }
  }

  /// Lays out `scene` at `sceneSize`, unless it was laid out since its last change: every
  /// element it shows then has its `frame`. Returns whether a pass ran.
  @discardableResult
  public func layOut(_ scene: SceneSession) -> Bool {
    if scene.layoutMetricsVersion != textMetricsVersion {
      scene.layout.metrics = storedTextMetrics
      scene.layoutMetricsVersion = textMetricsVersion
    }
    if scene.layout.displayScale != displayScale { scene.layout.displayScale = displayScale }
    return scene.layout.layOut(scene.elements, in: sceneSize)
  }

  /// Lays out every open scene (see `layOut(_:)`).
  public func layOut() {
    for scene in scenes { layOut(scene) }
  }

  /// What the last pass over `scene` did: the elements that chose a size afresh, the leaves
  /// placed afresh, and the elements kept whole, everything in them included, from the pass
  /// before — what a test of the cost of a change counts.
  public func layoutCounts(of scene: SceneSession) -> (measured: Int, placed: Int, reused: Int) {
    scene.layout.lastCounts
  }
}
