import Combine
import Observation

extension Scene {
  /// Sets an environment value for every view of this scene's windows.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some Scene {
    modifyingContent { AnyView($0.environment(keyPath, value)) }
  }

  /// Changes an environment value for every view of this scene's windows.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some Scene {
    modifyingContent { AnyView($0.transformEnvironment(keyPath, transform: transform)) }
  }

  /// Gives every view in this scene's windows `object`, for `@Environment(T.self)` to read; nil
  /// removes one placed above.
  nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    modifyingContent { AnyView($0.environment(object)) }
  }

  /// Places an observable object where this scene's views find it with `@EnvironmentObject`.
  nonisolated public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    modifyingContent { AnyView($0.environmentObject(object)) }
  }

  /// Runs `action` with the old and new value when `value` changes while a window of this
  /// scene is open (and at once when `initial`).
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    modifyingContent { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs `action` when `value` changes while a window of this scene is open (and at once
  /// when `initial`).
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    modifyingContent { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs `action` with the new value when `value` changes while a window of this scene is
  /// open.
  @available(
    *, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    iOS, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    macOS, deprecated: 14.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    tvOS, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    watchOS, deprecated: 10.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    visionOS, deprecated: 1.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  nonisolated public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some Scene {
    modifyingContent { AnyView($0.onChange(of: value, initial: false) { _, new in action(new) }) }
  }
}
