/// A tab's copy of the browser's session history: the addresses pushed, the entry shown, and
/// the selected tab at each, so that Back can be followed without opening addresses.
struct BrowserHistory {
  /// One entry: its address and the title of the tab selected there.
  struct Entry: Equatable {
    var path: String
    var selectedTab: String?
  }

  /// The entries, oldest first; the browser numbers them the same (`history.state.n`).
  private(set) var entries: [Entry] = []
  /// The entry the browser shows.
  private(set) var index = 0

  /// The entry the browser shows, if any.
  var current: Entry? { entries.indices.contains(index) ? entries[index] : nil }

  /// A new entry after the current one; those after it are gone, as in a browser.
  mutating func push(_ entry: Entry) {
    if entries.isEmpty { return replace(with: entry) }
    entries.removeSubrange((index + 1)...)
    entries.append(entry)
    index = entries.count - 1
  }

  /// The current entry changed in place.
  mutating func replace(with entry: Entry) {
    if entries.isEmpty { entries = [entry] } else { entries[index] = entry }
  }

  /// The browser moved to entry `number` (Back or Forward); returns that entry, or nil for a
  /// number this history never gave out.
  mutating func move(to number: Int) -> Entry? {
    guard entries.indices.contains(number) else { return nil }
    index = number
    return entries[number]
  }
}
