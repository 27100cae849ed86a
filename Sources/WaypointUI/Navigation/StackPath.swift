import WaypointCore

/// Where a navigation stack keeps its path, and how to read and change it whatever its kind.
@MainActor
struct StackPath {
  enum Storage {
    /// The stack's own path (`NavigationStack { }`), kept on its node.
    case owned(OwnedPath)
    /// A binding to a `NavigationPath`.
    case navigationPath(Binding<NavigationPath>)
    /// A binding to a collection of one type (`[Recipe]`).
    case typed(TypedPath)
  }

  let storage: Storage

  /// Whether the path holds one type only, which limits destinations to the root's.
  var isTyped: Bool {
    if case .typed = storage { return true }
    return false
  }

  /// The element type of a typed path.
  var elementType: Any.Type? {
    if case .typed(let typed) = storage { return typed.elementType }
    return nil
  }

  /// The path as it is now: cheap to take, and comparable with an earlier one.
  func snapshot() -> PathSnapshot {
    switch storage {
    case .owned(let owned): .navigationPath(owned.path)
    case .navigationPath(let binding): .navigationPath(binding.wrappedValue)
    case .typed(let typed): .typed(typed.snapshot())
    }
  }

  /// Appends a link's value; false when a typed path cannot hold it.
  @discardableResult
  func push(_ request: PushRequest) -> Bool {
    switch storage {
    case .owned(let owned):
      request.appendToNavigationPath(&owned.path)
      return true
    case .navigationPath(let binding):
      var path = binding.wrappedValue
      request.appendToNavigationPath(&path)
      binding.wrappedValue = path
      return true
    case .typed(let typed):
      return typed.append(request.value)
    }
  }

  /// Keeps the first `count` elements.
  func truncate(to count: Int) {
    switch storage {
    case .owned(let owned):
      if owned.path.count > count { owned.path.removeLast(owned.path.count - count) }
    case .navigationPath(let binding):
      var path = binding.wrappedValue
      guard path.count > count else { return }
      path.removeLast(path.count - count)
      binding.wrappedValue = path
    case .typed(let typed):
      typed.truncate(count)
    }
  }

}

/// A stack's own path, kept on its node.
@MainActor
final class OwnedPath {
  var path = NavigationPath()
}

/// A binding to a typed collection, seen through type-erased operations.
struct TypedPath {
  let elementType: Any.Type
  let snapshot: () -> TypedSnapshot
  let append: (AnyHashable) -> Bool
  let truncate: (Int) -> Void

  init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ binding: Binding<Data>
  ) where Data.Element: Hashable {
    elementType = Data.Element.self
    snapshot = { TypedSnapshot(binding.wrappedValue) }
    append = { value in
      guard let element = value.base as? Data.Element else { return false }
      binding.wrappedValue.append(element)
      return true
    }
    truncate = { count in
      let current = binding.wrappedValue
      guard current.count > count else { return }
      binding.wrappedValue.removeLast(current.count - count)
    }
  }
}

/// A typed path's collection as it was read, seen through type-erased operations.
struct TypedSnapshot {
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
      var count = 0
      for (left, right) in zip(data, other) {
        guard left == right else { break }
        count += 1
      }
      return count
    }
  }
}

/// A stack's path at one moment.
enum PathSnapshot {
  case navigationPath(NavigationPath)
  case typed(TypedSnapshot)

  var count: Int {
    switch self {
    case .navigationPath(let path): path.count
    case .typed(let typed): typed.count
    }
  }

  /// How many leading elements this path shares with what a stack showed last time: the same
  /// element (by serial, for a `NavigationPath`), or an equal one.
  func commonPrefixCount(with previous: ShownPath, keys: [AnyHashable]) -> Int {
    switch (self, previous.typed) {
    case (.typed(let typed), let shown?):
      return typed.commonPrefixCount(shown.collection)
    case (.navigationPath(let path), nil):
      let serials = path.elementSerials
      let limit = min(serials.count, previous.serials.count, keys.count)
      var index = 0
      while index < limit {
        if serials[index] != previous.serials[index], entry(at: index).key != keys[index] {
          break
        }
        index += 1
      }
      return index
    default:
      return 0
    }
  }

  /// What a stack keeps of this path to compare the next one with, without holding on to the
  /// path (which would make every change to it copy its elements).
  func shown() -> ShownPath {
    switch self {
    case .navigationPath(let path): ShownPath(serials: path.elementSerials, typed: nil)
    case .typed(let typed): ShownPath(serials: [], typed: typed)
    }
  }

  /// The element at `index`.
  func entry(at index: Int) -> StackEntry {
    switch self {
    case .navigationPath(let path):
      switch path.storedElement(at: index) {
      case .value(let value, let type): StackEntry(value: value, type: type)
      case .encoded(let typeName, let json): StackEntry(encodedType: typeName, json: json)
      }
    case .typed(let typed):
      StackEntry(value: typed.element(index), type: typed.elementType)
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

/// What a stack remembers of the path it showed.
struct ShownPath {
  var serials: [UInt64]
  var typed: TypedSnapshot?
}

/// One element of a stack's path, as the stack sees it.
struct StackEntry {
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
