import CHeap
import Foundation
import Recipes
import Waypoint

extension TabMemoryBenchmarks {
  /// What a tab keeps growing by as its person acts: a recipes runtime on a category page, its
  /// filter field edited (a letter typed, then cleared) `edits` times after a warm-up, then two
  /// recipes opened in turn as many times, with the heap's growth per act. A view that reads a
  /// model and is evaluated again for another reason (its own state), or removed, left
  /// Observation's record of the earlier reading in the model until a property it read changed
  /// (1.3 KiB an edit, 5.3 a visit); its node now retires them (`TrackedReads`).
  @MainActor
  static func measureEdits(edits: Int = 500) async {
    let edits =
      ProcessInfo.processInfo.environment["WAYPOINT_TAB_MEMORY_COUNT"].flatMap { Int($0) } ?? edits
    let runtime = ViewRuntime(app: RecipesApp(), horizontalSizeClass: .regular)
    runtime.sceneSize = CGSize(width: 1200, height: 800)
    await runtime.settle()
    guard let link = URL(string: "recipes://category/breakfast") else { return }
    runtime.open(link)
    await runtime.settle()
    func edit(_ text: String) async -> Bool {
      guard let field = Self.field(labelled: "Filter", in: runtime.rootElements),
        (try? runtime.perform(.setText(text), on: field)) != nil
      else { return false }
      // The flush a change schedules runs on the main actor's next turn.
      await Task.yield()
      return true
    }
    for _ in 0..<50 {
      guard await edit("e"), await edit("") else {
        print("   edits in one tab: the filter field was not found")
        return
      }
    }
    let before = cheap_bytes_in_use()
    for _ in 0..<(edits / 2) {
      _ = await edit("e")
      _ = await edit("")
    }
    let growth = (Double(cheap_bytes_in_use()) - Double(before)) / Double(edits)
    print("   edits in one tab (a category page's filter, typed and cleared \(edits) times)")
    print(
      "      heap growth per edit \(Harness.format(growth / 1024, digits: 2)) KiB "
        + "(a node's earlier tracked reads are retired when it evaluates again)")

    // Views that leave the screen retire their tracked reads as they go.
    let links = ["recipes://recipe/shakshuka", "recipes://recipe/apple-pie"].compactMap {
      URL(string: $0)
    }
    for index in 0..<20 {
      runtime.open(links[index % 2])
      await runtime.settle()
    }
    let visitsBefore = cheap_bytes_in_use()
    for index in 0..<edits {
      runtime.open(links[index % 2])
      await runtime.settle()
    }
    let perVisit = (Double(cheap_bytes_in_use()) - Double(visitsBefore)) / Double(edits)
    print("   visits in one tab (two recipes opened in turn by link, \(edits) times)")
    print("      heap growth per visit \(Harness.format(perVisit / 1024, digits: 2)) KiB")
    exitIfProfiling()
    try? runtime.shutDown()
  }

  private static func field(labelled label: String, in elements: [Element]) -> Element? {
    var pending = elements
    while let element = pending.popLast() {
      if case .textField = element.role, element.label == label { return element }
      pending += element.children
    }
    return nil
  }
}
