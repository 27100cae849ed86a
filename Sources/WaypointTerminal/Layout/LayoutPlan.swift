import WaypointUI

/// What a frame needs from the layout of its content, and what the layout found: the lines
/// from the window's first row down (placed in rows, with where their focusable elements are),
/// and the focusable element looked for, with its neighbours in focus order.
///
/// The layout asks it which children it may pass over. Before the window, a child whose lines
/// were counted in an earlier frame is passed over with its count, unless it holds the element
/// looked for. Once the window is full and the element and its neighbours are found, only
/// what could still give the window its bar or tabs is laid out; between the two, only what
/// holds elements a user could focus.
struct LayoutPlan {
  /// What the layout looks for among the focusable elements of the content.
  enum Search {
    /// The focused element, its lines and its neighbours.
    case element(ElementID)
    /// The element a screen focuses first: the first that is not a text field, else the first.
    case preferred
    /// The first element that passes a test (a label to restore, the search field).
    case first(where: (Element) -> Bool)
    /// The last focusable element.
    case last
  }

  /// How far the layout has got with what the frame needs.
  enum Phase {
    /// The window is not full yet, or the element is not found: everything is laid out.
    case collecting
    /// The window is full; a neighbour or the element is still looked for.
    case seeking
    /// Nothing more is needed but what could give the window its bar or tabs.
    case finished
  }

  let search: Search
  /// The first line the window showed, and the most rows it can show.
  let windowStart: Int
  let windowRows: Int
  /// Whether the window stays where it is though the focus is not in it.
  let isPinned: Bool
  /// The element looked for and the elements that hold it; none unless one is looked for.
  let focusPath: Set<ElementID>
  /// The window's width, and the columns content takes in it.
  let width: Int
  let columns: Range<Int>

  /// The lines laid out, in order, each with where its focusable elements are; the cells only
  /// of those from a window's height above the window's start until it is full.
  private(set) var placed: [PlacedLine] = []
  /// The focusable elements in the order they first appear; a skipped run of children shows as
  /// its first, its first that is not a text field, and its last.
  private(set) var events: [FocusEvent] = []
  private var seen: Set<ElementID> = []
  /// Where in `events` the element looked for is, its first and last lines, and whether all
  /// its lines are laid out (the layout left the innermost element holding it).
  private(set) var found: Int?
  private(set) var foundLine: Int?
  private var foundLastLine: Int?
  private var foundIsWhole = false
  /// Whether the element's lines are counted: it was found before any child was passed over
  /// uncounted.
  private(set) var foundIsCounted = false
  /// The first element of all, for `.preferred` when only text fields are found.
  private(set) var firstOfAll: Int?
  /// Whether the element looked for is not in the content (it is in a bar, or gone).
  private(set) var isAbsent = false
  /// Children passed over once the window was full, whose lines were not counted.
  private(set) var skippedAfterFull = 0
  /// Children laid out, and lines placed, for tests of how much a frame lays out.
  var childrenLaidOut = 0
  private(set) var linesPlaced = 0

  init(
    search: Search, windowStart: Int, windowRows: Int, isPinned: Bool,
    focusPath: Set<ElementID>, width: Int, columns: Range<Int>
  ) {
    self.search = search
    self.windowStart = max(0, windowStart)
    self.windowRows = windowRows
    self.isPinned = isPinned
    self.focusPath = focusPath
    self.width = width
    self.columns = columns
  }

  /// Marks the element looked for as not in `roots` when no path leads there.
  mutating func start(in roots: [Element]) {
    guard case .element = search else { return }
    isAbsent = !roots.contains { focusPath.contains($0.id) }
  }

  // MARK: What the layout asks

  /// The lines the content must be laid out to: a window's height past the window's start, or
  /// past the element looked for when the window follows it; unknown until that is found.
  private var neededLines: Int {
    switch search {
    case .element where !isPinned && !isAbsent:
      guard let foundLine else { return .max }
      // The window ends by its old end, or by the element's last line when it is below; until
      // that line is known, by a window below the element's first.
      guard foundIsWhole, let foundLastLine else {
        return max(windowStart, foundLine) + windowRows + 1
      }
      return max(windowStart + windowRows, min(foundLine + windowRows, foundLastLine + 1)) + 1
    case .preferred:
      return max(windowStart, foundLine ?? windowStart) + windowRows + 1
    default:
      return windowStart + windowRows + 1
    }
  }

  /// Whether something is still looked for: the element, or the neighbour after it.
  private var isSearching: Bool {
    switch search {
    case .element:
      // Without the element, the content's first focusable is the neighbour after the bar.
      if isAbsent { return events.isEmpty }
      guard let found else { return true }
      return found + 1 >= events.count
    case .preferred:
      guard let found else { return true }
      return found + 1 >= events.count
    case .first: return found == nil
    case .last: return true
    }
  }

  /// Where the layout is, with `lineCount` lines so far.
  func phase(at lineCount: Int) -> Phase {
    guard lineCount >= neededLines else { return .collecting }
    return isSearching ? .seeking : .finished
  }

  /// Whether children that hold focusable elements may be passed over before the window: not
  /// when an element is tested or its kind matters, nor once the element looked for is found
  /// and the window follows it (all after it is in the window or below).
  var passesOverFocusables: Bool {
    switch search {
    case .element: found == nil || isPinned
    case .last: true
    case .preferred, .first: false
    }
  }

  /// Whether children after the one holding the element looked for may be passed over: only
  /// when the window stays where it is (the user scrolled away from the element); else the
  /// window goes to the element, and what follows it is in the window or below.
  var passesOverAfterFocus: Bool { isPinned }

  /// The flags of children worth laying out in `phase`, given the bar and tabs still missing.
  func wanted(in phase: Phase, missing: StructureFlags) -> StructureFlags {
    phase == .seeking ? missing.union(.actions) : missing
  }

  // MARK: What the layout tells

  /// Whether `element`, which the layout enters, holds the element looked for.
  func enter(_ element: Element) -> Bool {
    focusPath.contains(element.id)
  }

  /// Notes that the layout left an element that holds the element looked for: not found in
  /// it, the element is not in the content.
  mutating func leave() {
    if found != nil { foundIsWhole = true }
    passedPath()
  }

  /// Notes that the layout is past an element that holds the element looked for, whether it
  /// laid it out or not (a covered screen, a screen's bar).
  mutating func passedPath() {
    if case .element = search, found == nil { isAbsent = true }
  }

  /// Places line `number` and notes the focusable elements on it.
  mutating func take(_ line: LayoutLine, number: Int, focusables: [ElementID: Element]) {
    var row = ScreenBuffer(width: width, height: 1)
    let targets = LinePlacement.place(line, row: 0, columns: columns, in: &row)
      .sorted { FrameComposer.start($0.value) < FrameComposer.start($1.value) }
    let isCounted = skippedAfterFull == 0
    let keepsCells =
      isCounted && number + windowRows >= windowStart && phase(at: number) == .collecting
    placed.append(
      PlacedLine(
        number: number, isCounted: isCounted, cells: keepsCells ? row.rows[0] : nil,
        targets: targets.map { PlacedLine.Target(id: $0.key, ranges: $0.value) }))
    linesPlaced += 1
    if case .element(let id) = search, found != nil, targets.contains(where: { $0.key == id }) {
      foundLastLine = number
    }
    for (id, _) in targets where seen.insert(id).inserted {
      let element = focusables[id]
      note(FocusEvent(id: id, isTextField: element.map(Self.isTextField) ?? false), line: number)
      if case .first(let test) = search, found == nil, let element, test(element) {
        found = events.count - 1
        foundLine = number
      }
    }
  }

  private mutating func note(_ event: FocusEvent, line: Int?) {
    events.append(event)
    let index = events.count - 1
    switch search {
    case .element(let id) where event.id == id:
      found = index
      foundLine = line
      foundLastLine = line
      foundIsCounted = skippedAfterFull == 0
    case .preferred:
      if firstOfAll == nil { firstOfAll = index }
      if found == nil, !event.isTextField {
        found = index
        foundLine = line
        foundIsCounted = line != nil && skippedAfterFull == 0
      }
    default:
      break
    }
  }

  /// Notes a run of children passed over before the window, by its focusable elements.
  mutating func passedOver(_ summary: RunSummary) {
    for event in [summary.first, summary.firstOther, summary.last].compactMap({ $0 })
    where seen.insert(event.id).inserted {
      note(event, line: nil)
    }
  }

  /// Notes a child passed over once the window was full.
  mutating func skippedAfterWindow() {
    skippedAfterFull += 1
  }

  static func isTextField(_ element: Element) -> Bool {
    if case .textField = element.role { return true }
    return false
  }
}

/// A focusable element as the layout meets it.
struct FocusEvent: Equatable {
  var id: ElementID
  var isTextField: Bool
}

/// One laid-out line in a row of the window's width.
struct PlacedLine {
  /// Where a focusable element's text is on the line.
  struct Target {
    var id: ElementID
    var ranges: [Range<Int>]
  }

  /// Its line in the content, exact when `isCounted` (no child was passed over uncounted
  /// before it).
  var number: Int
  var isCounted: Bool
  /// The row as drawn, when the frame may show it.
  var cells: [Cell]?
  /// The focusable elements on it, left to right.
  var targets: [Target]
}
