/// A container's screens shown as a sequence: each with its chrome, the back button of each
/// labelled with the previous screen's title, all but the last covered, and the upward values
/// of all of them passed on. A stack's screens are one; a split view collapsed into one stack
/// is another. Only screens whose output, position or neighbour changed are made again.
@MainActor
final class ScreenSequence {
  private struct Shown {
    /// The title, as last read.
    var title: String?
    /// What the screen passes up: its preferences without the navigation-scoped ones.
    var passesUp = PreferenceValues()
  }

  private var shown: [Shown] = []
  /// The screen elements, as last made.
  private(set) var elements = ElementList()
  /// The positions of the screens that pass something up, in order (few: most screens only
  /// declare navigation-scoped values).
  private var passingScreens: [Int] = []
  /// What all screens pass up, merged in order.
  private(set) var passedUp = PreferenceValues()

  /// Brings the screen elements up to date with `screens` (root first), given the positions
  /// whose output changed; `back` pops the screen at a position and those above it.
  func update(
    screens: NodeChildren, changed: Set<Int>, back: @escaping @MainActor (Int) -> Void
  ) -> ElementList {
    let count = screens.count
    var toRebuild = changed.filter { $0 < count }
    var passingChanged = false
    if shown.count > count {
      shown.removeLast(shown.count - count)
      elements.removeLast(elements.count - count)
      if passingScreens.last.map({ $0 >= count }) == true {
        passingScreens.removeAll { $0 >= count }
        passingChanged = true
      }
    }
    for position in shown.count..<count { toRebuild.insert(position) }
    while shown.count < count { shown.append(Shown()) }
    // The screen that became the top, and the one it covers, change their chrome.
    for position in [count - 2, count - 1] where position >= 0 { toRebuild.insert(position) }

    for position in toRebuild.sorted() {
      let title = screens[position].output.preferences[NavigationTitleKey.self]
      // A changed title renames the next screen's back button.
      if title != shown[position].title, position + 1 < count { toRebuild.insert(position + 1) }
      shown[position].title = title
    }
    for position in toRebuild.sorted() {
      // Screens and columns are nodes: their containers never make leaves (`makingNodes`).
      guard let screen = screens[position] as? Node else { continue }
      let element = ScreenChrome(screen: screen, content: screen.output)
        .element(
          back: position > 0
            ? ScreenChrome.Back(
              previousTitle: shown[position - 1].title, action: { back(position) })
            : nil,
          offScreen: position < count - 1 ? .covered : nil)
      if position < elements.count {
        elements[position] = element
      } else {
        elements.append(element)
      }
      if notePassedUp(by: screen, at: position) { passingChanged = true }
    }
    if passingChanged {
      var merged = PreferenceValues()
      for position in passingScreens { merged.merge(shown[position].passesUp) }
      passedUp = merged
    }
    return elements
  }

  /// Records what a screen passes up; true when that may change the merged values.
  private func notePassedUp(by screen: Node, at position: Int) -> Bool {
    let passes = screen.output.preferences.removingNavigationScope()
    let passed = shown[position].passesUp
    shown[position].passesUp = passes
    guard !passes.isEmpty || !passed.isEmpty else { return false }
    let index = passingScreens.firstIndex { $0 >= position }
    let isListed = index.map { passingScreens[$0] == position } ?? false
    if passes.isEmpty {
      if let index, isListed { passingScreens.remove(at: index) }
    } else if !isListed {
      passingScreens.insert(position, at: index ?? passingScreens.count)
    }
    return true
  }
}
