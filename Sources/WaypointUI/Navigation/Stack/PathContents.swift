import WaypointCore

/// A stack's path as it was read at one moment.
enum PathContents {
  case navigationPath(NavigationPath)
  case typed(TypedPathContents)

  var count: Int {
    switch self {
    case .navigationPath(let path): path.count
    case .typed(let typed): typed.count
    }
  }

  /// How many leading elements this path shares with the one a stack showed last time: the
  /// same element (by serial, for a `NavigationPath`), or one with the same key as the screen
  /// shown for it (`shownKey`).
  func commonPrefixCount(
    with shown: PathFingerprint, shownKey: (Int) -> AnyHashable?
  ) -> Int {
    switch (self, shown.typed) {
    case (.typed(let typed), let previous?):
      return typed.commonPrefixCount(previous.collection)
    case (.navigationPath(let path), nil):
      let serials = path.elementSerials
      var index = leadingSameBytesCount(serials, shown.serials) ?? 0
      // A different element may still be the same value a screen shows (a path set anew).
      while index < min(serials.count, shown.serials.count),
        serials[index] == shown.serials[index] || entry(at: index).key == shownKey(index)
      {
        index += 1
      }
      return index
    default:
      return 0
    }
  }

  /// What a stack keeps of this path to compare the next one with, without holding on to the
  /// path (which would make every change to it copy its elements).
  func fingerprint() -> PathFingerprint {
    switch self {
    case .navigationPath(let path): PathFingerprint(serials: path.elementSerials, typed: nil)
    case .typed(let typed): PathFingerprint(serials: [], typed: typed)
    }
  }

  /// The element at `index`.
  func entry(at index: Int) -> PathEntry {
    switch self {
    case .navigationPath(let path):
      switch path.storedElement(at: index) {
      case .value(let value, let type): PathEntry(value: value, type: type)
      case .encoded(let typeName, let json): PathEntry(encodedType: typeName, json: json)
      }
    case .typed(let typed):
      PathEntry(value: typed.element(index), type: typed.elementType)
    }
  }

  /// Decodes the saved element at `index` with `registry`.
  func resolve(at index: Int, using registry: NavigationTypeRegistry)
    -> Result<(AnyHashable, Any.Type), NavigationPathResolutionError>
  {
    switch self {
    case .navigationPath(let path): path.resolvedElement(at: index, using: registry)
    case .typed(let typed): .success((typed.element(index), typed.elementType))
    }
  }
}

/// A typed path's collection as it was read, seen through type-erased operations.
struct TypedPathContents {
  let collection: Any
  let count: Int
  let element: (Int) -> AnyHashable
  let elementType: Any.Type
  let commonPrefixCount: (Any) -> Int

  init<Data: RandomAccessCollection>(_ data: Data) where Data.Element: Hashable {
    collection = data
    count = data.count
    elementType = Data.Element.self
    element = { AnyHashable(data[data.index(data.startIndex, offsetBy: $0)]) }
    commonPrefixCount = { other in
      guard let other = other as? Data else { return 0 }
      // Elements with the same bytes are equal; `==` decides only from the first that differs.
      var count = leadingSameBytesCount(data, other) ?? 0
      var mine = data.index(data.startIndex, offsetBy: count)
      var theirs = other.index(other.startIndex, offsetBy: count)
      while mine != data.endIndex, theirs != other.endIndex, data[mine] == other[theirs] {
        count += 1
        mine = data.index(after: mine)
        theirs = other.index(after: theirs)
      }
      return count
    }
  }
}

/// What a stack remembers of the path it showed, to tell which screens did not change.
struct PathFingerprint {
  var serials: [UInt64]
  var typed: TypedPathContents?
}

/// One element of a stack's path, as the stack sees it.
struct PathEntry {
  /// The value, once known (always, except for saved entries of a type not yet registered).
  var value: AnyHashable?
  /// The value's type, once known.
  var type: Any.Type?
  /// A saved entry's type name and JSON, while it waits for its type.
  var encoded: (typeName: String, json: String)?

  init(value: AnyHashable, type: Any.Type) {
    self.value = value
    self.type = type
  }

  init(encodedType typeName: String, json: String) {
    encoded = (typeName, json)
  }

  /// What identifies the screen the entry makes: its value, or its saved text.
  var key: AnyHashable {
    if let value { return value }
    return AnyHashable("\(encoded?.typeName ?? "")|\(encoded?.json ?? "")")
  }
}
