import WaypointUI

/// What the layout learnt of one container's children when it last laid them out: each child's
/// lines and focusable elements, added up from the first child, so that a later frame passes
/// over the children above its window in one step, without laying them out again.
///
/// A child's record holds while the child is the same object (elements are immutable, and an
/// unchanged subtree stays the same object), laid out in the same context after the same kind
/// of line.
final class ContainerRecord {
  /// One child as laid out.
  struct Child {
    let element: Element
    /// The line before it, and its last line (the one before it when it has none).
    let entry: LineState
    let exit: LineState
    let lines: Int
    let first: FocusEvent?
    /// Its first focusable element that is not a text field.
    let firstOther: FocusEvent?
    let last: FocusEvent?
    /// Whether it read or set the window's bar or tabs, so it is always laid out again.
    let touchesChrome: Bool
  }

  /// Containers with more children than this keep a record; smaller ones are laid out.
  static let minimumCount = 32

  private(set) var container: Element
  let context: ContentLayout.Context
  let entry: LineState
  /// The frame that last used it.
  var lastUse = 0
  private var children: [Child?]
  /// `ends[k]`: the lines of children 0 through k. Children below `ends.count` are counted,
  /// each laid out after its predecessor's last line.
  private var ends: [Int] = []
  /// Counted children with focusable elements, with one not a text field, and touching chrome.
  private var withFocusables: [Int] = []
  private var withOthers: [Int] = []
  private var withChrome: [Int] = []
  /// Where each child recorded is, by id; after children moved, made again when asked.
  private var positions: [ElementID: Int] = [:]
  private var positionsAreComplete = true

  init(container: Element, context: ContentLayout.Context, entry: LineState) {
    self.container = container
    self.context = context
    self.entry = entry
    children = Array(repeating: nil, count: container.contentChildren.count)
  }

  /// The children counted, from the first.
  var countedCount: Int { ends.count }

  /// Brings the record to `new`, a later version of its container: forgets children that are
  /// other objects now, comparing only the parts of the children list that are not shared.
  func update(to new: Element) {
    guard new !== container else { return }
    defer { container = new }
    let count = new.contentChildren.count
    if new.children.count == container.children.count, count == children.count,
      let changed = new.children.differingPositions(from: container.children)
    {
      for position in changed where position < count { forget(position) }
      return
    }
    // Children were added or removed: keep those before and after the change.
    let (prefix, suffix) = Self.sameEnds(of: container.contentChildren, and: new.contentChildren)
    truncate(to: prefix)
    children =
      Array(children.prefix(prefix)) + Array(repeating: nil, count: count - prefix - suffix)
      + Array(children.suffix(suffix))
    positions = [:]
    positionsAreComplete = false
  }

  /// How many children at the start and at the end of `old` and `new` are the same objects.
  static func sameEnds(of old: ElementList.SubSequence, and new: ElementList.SubSequence) -> (
    prefix: Int, suffix: Int
  ) {
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[old.startIndex + prefix] === new[new.startIndex + prefix] {
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix,
      old[old.endIndex - 1 - suffix] === new[new.endIndex - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  private func forget(_ position: Int) {
    children[position] = nil
    if position < ends.count { truncate(to: position) }
  }

  private func truncate(to count: Int) {
    guard count < ends.count else { return }
    ends.removeLast(ends.count - count)
    withFocusables.removeSubrange(Self.firstIndex(in: withFocusables, atLeast: count)...)
    withOthers.removeSubrange(Self.firstIndex(in: withOthers, atLeast: count)...)
    withChrome.removeSubrange(Self.firstIndex(in: withChrome, atLeast: count)...)
  }

  /// Records `child` at `position`, and counts it and the recorded children after it as far as
  /// each was laid out after its predecessor's last line.
  func record(_ child: Child, at position: Int) {
    guard children.indices.contains(position) else { return }
    // Laid out again (in the window, or touching chrome): what follows stays counted as long
    // as it came out the same.
    if position < ends.count, let old = children[position] {
      if old.lines == child.lines, old.exit == child.exit, old.first == child.first,
        old.firstOther == child.firstOther, old.last == child.last
      {
        return
      }
      truncate(to: position)
    }
    children[position] = child
    positions[child.element.id] = position
    while ends.count < children.count, let next = children[ends.count] {
      let before = ends.count == 0 ? entry : exit(after: ends.count - 1)
      guard next.entry == before else {
        children[ends.count] = nil
        break
      }
      let index = ends.count
      ends.append((ends.last ?? 0) + next.lines)
      if next.first != nil { withFocusables.append(index) }
      if next.firstOther != nil { withOthers.append(index) }
      if next.touchesChrome { withChrome.append(index) }
    }
  }

  /// The line state after counted child `position`.
  private func exit(after position: Int) -> LineState {
    children[position]?.exit ?? entry
  }

  /// Where the child with `id` is, if it was recorded and is still there.
  func position(of id: ElementID) -> Int? {
    if !positionsAreComplete {
      for (position, child) in children.enumerated() {
        if let child { positions[child.element.id] = position }
      }
      positionsAreComplete = true
    }
    guard let position = positions[id], children.indices.contains(position),
      children[position]?.element.id == id
    else { return nil }
    return position
  }

  /// The end of the run of counted children from `start` that all end by line `limit`, when
  /// the container's first line is `base`; it stops before a child touching chrome, before
  /// `stop` (at or after `start`), and, unless `passesFocusables`, before a child with
  /// focusable elements.
  func passable(from start: Int, base: Int, limit: Int, stop: Int?, passesFocusables: Bool)
    -> Int
  {
    var end = ends.count
    if let stop { end = min(end, stop) }
    end = min(end, Self.next(in: withChrome, from: start) ?? end)
    if !passesFocusables { end = min(end, Self.next(in: withFocusables, from: start) ?? end) }
    // The children ending by `limit`: `ends` grows, so the first ending after it bounds them.
    var low = start
    var high = end
    while low < high {
      let middle = (low + high) / 2
      if base + ends[middle] <= limit { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The lines, last line and focusable elements of counted children `range`.
  func summary(of range: Range<Int>) -> RunSummary {
    let before = range.lowerBound == 0 ? 0 : ends[range.lowerBound - 1]
    let inRange = { (position: Int?) in position.flatMap { range.contains($0) ? $0 : nil } }
    let firstWith = inRange(Self.next(in: withFocusables, from: range.lowerBound))
    let firstOther = inRange(Self.next(in: withOthers, from: range.lowerBound))
    let lastIndex = Self.firstIndex(in: withFocusables, atLeast: range.upperBound) - 1
    let lastWith = inRange(lastIndex >= 0 ? withFocusables[lastIndex] : nil)
    return RunSummary(
      lines: ends[range.upperBound - 1] - before, exit: exit(after: range.upperBound - 1),
      first: firstWith.flatMap { children[$0]?.first },
      firstOther: firstOther.flatMap { children[$0]?.firstOther },
      last: lastWith.flatMap { children[$0]?.last })
  }

  /// The first of the sorted `positions` at or after `start`.
  private static func next(in positions: [Int], from start: Int) -> Int? {
    let index = firstIndex(in: positions, atLeast: start)
    return index < positions.count ? positions[index] : nil
  }

  /// The index of the first of the sorted `positions` at or after `value`.
  static func firstIndex(in positions: [Int], atLeast value: Int) -> Int {
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

/// A run of children passed over: its lines, its last line, and its focusable elements.
struct RunSummary {
  var lines: Int
  var exit: LineState
  var first: FocusEvent?
  var firstOther: FocusEvent?
  var last: FocusEvent?
}
