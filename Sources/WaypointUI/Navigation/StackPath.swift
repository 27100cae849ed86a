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

  /// The path's elements, root first.
  func entries() -> [StackEntry] {
    switch storage {
    case .owned(let owned): Self.entries(of: owned.path)
    case .navigationPath(let binding): Self.entries(of: binding.wrappedValue)
    case .typed(let typed): typed.read().map { StackEntry(value: $0.value, type: $0.type) }
    }
  }

  private static func entries(of path: NavigationPath) -> [StackEntry] {
    path.storedElements.map { element in
      switch element {
      case .value(let value, let type): StackEntry(value: value, type: type)
      case .encoded(let typeName, let json): StackEntry(encodedType: typeName, json: json)
      }
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

  /// Resolves the encoded element at `index` with `registry`.
  func resolve(at index: Int, using registry: NavigationTypeRegistry)
    -> Result<(AnyHashable, Any.Type), NavigationPathResolutionError>
  {
    let path: NavigationPath
    switch storage {
    case .owned(let owned): path = owned.path
    case .navigationPath(let binding): path = binding.wrappedValue
    case .typed(let typed):
      let values = typed.read()
      return .success((values[index].value, values[index].type))
    }
    return path.resolvedElement(at: index, using: registry)
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
  let read: () -> [(value: AnyHashable, type: Any.Type)]
  let append: (AnyHashable) -> Bool
  let truncate: (Int) -> Void

  init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ binding: Binding<Data>
  ) where Data.Element: Hashable {
    elementType = Data.Element.self
    read = { binding.wrappedValue.map { (AnyHashable($0), Data.Element.self) } }
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
