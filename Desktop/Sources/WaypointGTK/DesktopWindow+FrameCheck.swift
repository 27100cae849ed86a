import CGTK
import Foundation
import Waypoint

extension DesktopWindow {
  /// Each widget whose allocation is more than a pixel from the frame the layout pass gave its
  /// element, described as `role “label”: allocated …, laid out …`. Empty when GTK placed
  /// every mapped widget where the engine said.
  public func misplacedWidgets() -> [String] {
    var wrong: [String] = []
    for placement in placements where gtk_widget_get_mapped(placement.widget) != 0 {
      let element = runtime.element(withID: placement.element)
      let name = element.map { "\($0.role) “\($0.label)”" } ?? "?"
      var bounds = graphene_rect_t()
      guard gtk_widget_compute_bounds(placement.widget, placement.container, &bounds) != 0 else {
        wrong.append("\(name): not placed")
        continue
      }
      let allocated = CGRect(
        x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
        height: Double(bounds.size.height))
      let expected = placement.frame
      let apart =
        [
          allocated.minX - expected.minX, allocated.minY - expected.minY,
          allocated.width - expected.width, allocated.height - expected.height,
        ].map(abs).max() ?? 0
      if apart > 1 {
        wrong.append("\(name): allocated \(allocated), laid out \(expected)")
      }
    }
    return wrong
  }

  /// With `checksFrames`, once the window has been still for a while after a render, prints
  /// on standard error how many widgets were checked and each one out of place: what a walk
  /// of an app from outside (`Scripts/walk-desktop-app.sh`) reads.
  func checkFramesIfStill(now: Date) {
    guard checksFrames else { return }
    if frameCheck.render != renderCount {
      frameCheck = (renderCount, now, false)
    }
    guard !frameCheck.done, now.timeIntervalSince(frameCheck.since) >= 0.4 else { return }
    frameCheck.done = true
    let misplaced = misplacedWidgets()
    var report = "waypoint-desktop: frames checked: \(placements.count) widgets, "
    report += "\(misplaced.count) misplaced\n"
    for line in misplaced { report += "waypoint-desktop: misplaced: \(line)\n" }
    FileHandle.standardError.write(Data(report.utf8))
  }
}
