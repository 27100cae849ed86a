import Foundation
import Observation

#if canImport(Darwin)  // not canImport(Combine): Waypoint's own Combine module would pass
  import Combine
#else
  import OpenCombine
#endif

extension View {
  /// Lets a click on this view activate its window as well as act (recorded: a terminal or a
  /// browser tab has no inactive windows).
  nonisolated public func allowsWindowActivationEvents(_ value: Bool?) -> some View {
    recorded(".allowsWindowActivationEvents(\(value.map(String.init) ?? "nil"))")
  }

  /// Lets a click on this view activate its window as well as act (recorded: a terminal or a
  /// browser tab has no inactive windows).
  nonisolated public func allowsWindowActivationEvents() -> some View {
    recorded(".allowsWindowActivationEvents()")
  }

  /// Adds a context menu to the document browser this view shows (recorded: Linux shows no
  /// document browser).
  @available(iOS 18.1, *)
  @MainActor @preconcurrency
  public func documentBrowserContextMenu(
    @ViewBuilder _ menu: @escaping ([URL]?) -> some View
  ) -> some View {
    recorded(".documentBrowserContextMenu(_:)")
  }

  /// Publishes `value` under `keyPath` while this view's scene is focused (recorded: no
  /// commands or other scenes read focused values here).
  nonisolated public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T
  ) -> some View {
    recorded(".focusedSceneValue(\(keyPath), \(String(describing: value)))")
  }

  /// Publishes `value`, or nothing when nil, under `keyPath` while this view's scene is
  /// focused (recorded: no commands or other scenes read focused values here).
  nonisolated public func focusedSceneValue<T>(
    _ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?
  ) -> some View {
    recorded(".focusedSceneValue(\(keyPath), \(value.map { String(describing: $0) } ?? "nil"))")
  }

  /// Publishes an observable object while this view's scene is focused (recorded: no commands
  /// or other scenes read focused values here).
  nonisolated public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    recorded(".focusedSceneValue(\(object.map { "\(type(of: $0))" } ?? "nil"))")
  }

  /// Publishes an observable object while this view's scene is focused (recorded: no commands
  /// or other scenes read focused objects here).
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    recorded(".focusedSceneObject(\(type(of: object)))")
  }

  /// Publishes an observable object, or nothing when nil, while this view's scene is focused
  /// (recorded: no commands or other scenes read focused objects here).
  nonisolated public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    recorded(".focusedSceneObject(\(object.map { "\(type(of: $0))" } ?? "nil"))")
  }
}
