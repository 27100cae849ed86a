import WaypointCore

/// Where a navigation stack's path lives — its own, a `NavigationPath` binding, or a binding to
/// a typed collection — read and changed through one interface.
@MainActor
struct PathSource {
  enum Storage {
    /// The stack's own path (`NavigationStack { }`), kept on its node.
    case owned(NavigationPathBox)
    /// A binding to a `NavigationPath`.
    case navigationPath(Binding<NavigationPath>)
    /// A binding to a collection of one type (`[Recipe]`).
    case typed(TypedPathBinding)
  }

  let storage: Storage

  /// Whether the path holds one type only, which limits destinations to the root's.
  var isTyped: Bool {
    if case .typed = storage { return true }
    return false
  }

  /// Where a bound path lives, to tell two stacks bound to the same path; nil for an own path.
  var location: AnyObject? {
    switch storage {
    case .owned: nil
    case .navigationPath(let binding): binding.location
    case .typed(let typed): typed.location
    }
  }

  /// Whether two paths are the same place: two stacks showing one path.
  func isSamePlace(as other: PathSource) -> Bool {
    guard let mine = location, let theirs = other.location else { return false }
    return (mine as? any Location)?.isSamePlace(as: theirs) ?? (mine === theirs)
  }

  /// The element type of a typed path.
  var elementType: Any.Type? {
    if case .typed(let typed) = storage { return typed.elementType }
    return nil
  }

  /// The path as it is now: cheap to take, and comparable with an earlier one.
  func contents() -> PathContents {
    switch storage {
    case .owned(let owned): .navigationPath(owned.path)
    case .navigationPath(let binding): .navigationPath(binding.wrappedValue)
    case .typed(let typed): .typed(typed.contents())
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
final class NavigationPathBox {
  var path = NavigationPath()
}

/// A binding to a typed collection, seen through type-erased operations.
package struct TypedPathBinding {
  let elementType: Any.Type
  /// Where the bound collection lives.
  let location: AnyObject
  let contents: () -> TypedPathContents
  let append: (AnyHashable) -> Bool
  let truncate: (Int) -> Void

  init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ binding: Binding<Data>
  ) where Data.Element: Hashable {
    elementType = Data.Element.self
    location = binding.location
    contents = { TypedPathContents(binding.wrappedValue) }
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
