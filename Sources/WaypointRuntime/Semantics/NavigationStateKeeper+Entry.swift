extension NavigationStateKeeper {
  /// What one element's subtree gives the state, kept while the element is the same object
  /// (elements are immutable, and an unchanged subtree is the same object after an update).
  final class Entry {
    /// The element last read.
    var element: Element
    /// The children that give something, or are worth keeping because they are long, in order
    /// of position. A stack keeps its screens in `screens` instead.
    var contributors: [(position: Int, entry: Entry)] = []
    /// A stack's screens, their titles and their entries, root first, changed in place so that
    /// a push costs the new screen and not the depth.
    var screens: [NavigationState.Screen] = []
    var titles: [String] = []
    var screenEntries: [Entry] = []
    /// Whether a stack has children that are not screens (then it is read whole each time).
    var hasOtherChildren = false
    /// A tab view's contents read before, by id: a tab selected again is not read again.
    var tabContents: [ElementID: Entry] = [:]
    /// What the element gives by itself, when it is on screen and gives something (a screen,
    /// a column, a tab bar): most elements give nothing, and an entry's size is what every open
    /// tab pays for each one kept.
    var own: OwnFront?
    /// Whether the subtree holds a navigation container.
    var hasContainers = false
    /// Whether `front` is not empty, known when the entry is made.
    private(set) var givesSomething = false

    init(_ element: Element) { self.element = element }

    /// What a user sees of the subtree, worked out from the entries kept below it rather than
    /// kept at every level: empty when the element is off screen.
    var front: Front {
      guard element.offScreenReason == nil else { return Front() }
      var front = own?.front ?? Front()
      if case .navigationStack = element.role {
        front.holder = .stack(StackEntry(entry: self))
        // The screens on screen are the top ones; the covered ones below give nothing.
        var firstShown = screenEntries.count
        while firstShown > 0, screens[firstShown - 1].isOnScreen { firstShown -= 1 }
        for screen in screenEntries[firstShown...] { front.append(screen.front) }
      } else {
        for contributor in contributors { front.append(contributor.entry.front) }
      }
      return front
    }

    /// Notes whether `front` gives something, once `own` and the contributors are set.
    func settle() {
      givesSomething =
        element.offScreenReason == nil
        && (own != nil || element.role == .navigationStack
          || contributors.contains { $0.entry.givesSomething })
    }

    /// Whether a parent keeps this entry: it gives something, or it has so many children that
    /// reading them again would cost.
    var isWorthKeeping: Bool {
      hasContainers || givesSomething || element.children.count >= Self.longChildren
    }

    /// From how many children an entry is kept though it gives nothing.
    static let longChildren = 32

    /// The contributor at `position`, if any (contributors are sorted by position).
    func contributor(at position: Int) -> Entry? {
      var low = 0
      var high = contributors.count
      while low < high {
        let middle = (low + high) / 2
        if contributors[middle].position < position { low = middle + 1 } else { high = middle }
      }
      guard low < contributors.count, contributors[low].position == position else { return nil }
      return contributors[low].entry
    }
  }

  /// What a user sees of a subtree, as the last of each kind in reading order (a nested
  /// container comes after the one holding it, so the innermost visible one wins), and the
  /// identities that say where the user is.
  struct Front {
    /// The front-most place that shows screens: a stack, or a column that holds no stack.
    var holder: Holder?
    /// The front-most tab bar's tabs: their titles and the selected one's.
    var tabBar: (selected: String?, titles: [String], element: Element)?
    /// The front-most split view's visible columns' titles.
    var columns: [String]?
    /// The title of the last visible screen that has one.
    var titledScreen: String?
    /// The last visible screen's title (nil inside when it has none).
    var lastScreen: String??
    /// The visible screens, selected tabs and selected rows, in reading order: what changes
    /// when the user navigates, and not when a title does.
    var place: [ElementID] = []

    var isEmpty: Bool {
      holder == nil && tabBar == nil && columns == nil && lastScreen == nil && place.isEmpty
    }

    /// This front followed by `later` in reading order.
    mutating func append(_ later: Front) {
      if let holder = later.holder { self.holder = holder }
      if let tabBar = later.tabBar { self.tabBar = tabBar }
      if let columns = later.columns { self.columns = columns }
      if let title = later.titledScreen { titledScreen = title }
      if let screen = later.lastScreen { lastScreen = screen }
      place += later.place
    }
  }

  /// A place that shows screens.
  enum Holder {
    /// A stack, by its entry (its screens are there), held weakly: the stack's own entry keeps
    /// this front, and a strong hold would keep the entry and its elements alive for good.
    case stack(StackEntry)
    /// A split view's column that holds no stack: its own screens.
    case column(screens: [NavigationState.Screen], elements: [Element])

    /// The screens, root first.
    var screens: [NavigationState.Screen] {
      switch self {
      case .stack(let stack): stack.entry?.screens ?? []
      case .column(let screens, _): screens
      }
    }

    /// The position of the top screen on screen, found from the top down.
    var top: Int? { screens.lastIndex(where: \.isOnScreen) }

    /// The screens' titles, root first ("" for one without).
    var titles: [String] {
      switch self {
      case .stack(let stack): stack.entry?.titles ?? []
      case .column(let screens, _): screens.map { $0.title ?? "" }
      }
    }

    /// The element of the screen at `position`, while the stack's entry is kept.
    func element(at position: Int) -> Element? {
      switch self {
      case .stack(let stack): stack.entry?.screenEntries[position].element
      case .column(_, let elements): elements[position]
      }
    }
  }

  /// What one element gives by itself, boxed: few elements give anything.
  final class OwnFront {
    let front: Front

    init(_ front: Front) { self.front = front }
  }

  /// A stack's entry, held weakly (see `Holder.stack`).
  struct StackEntry {
    weak var entry: Entry?
  }
}
