import Foundation

/// How a view's content changes in place, such as a number counting up; Waypoint shows the new
/// content at once and keeps the transition in the environment for views that read it.
public struct ContentTransition: Equatable, Sendable, CustomStringConvertible {
  /// The transition as Swift source: `.opacity`, `.numericText(countsDown: true)`.
  public let description: String

  /// No transition: the new content replaces the old.
  public static let identity = ContentTransition(description: ".identity")
  /// A fade from the old content to the new.
  public static let opacity = ContentTransition(description: ".opacity")
  /// An interpolation between the old content and the new, where they share parts.
  public static let interpolate = ContentTransition(description: ".interpolate")
  /// A symbol effect between two symbol images.
  public static var symbolEffect: ContentTransition {
    ContentTransition(description: ".symbolEffect")
  }

  /// Numbers rolling to their new digits, downwards if `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(
      description: countsDown ? ".numericText(countsDown: true)" : ".numericText()")
  }

  /// Numbers rolling to their new digits, up or down as `value` grows or shrinks.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(description: ".numericText(value: \(value))")
  }
}

private struct ContentTransitionKey: EnvironmentKey {
  static var defaultValue: ContentTransition { .identity }
}

private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// How views inside change their content in place (`.identity` unless set).
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }

  /// Whether content transitions draw their content offscreen first.
  public var contentTransitionAddsDrawingGroup: Bool {
    get { self[ContentTransitionAddsDrawingGroupKey.self] }
    set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
  }
}

extension View {
  /// Sets how this view's content changes in place (in the environment, and recorded).
  nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition).recorded(".contentTransition(\(transition))")
  }
}

private struct SpringLoadingBehaviorKey: EnvironmentKey {
  static var defaultValue: SpringLoadingBehavior { .automatic }
}

extension EnvironmentValues {
  /// Whether views inside open when something dragged is held over them.
  public var springLoadingBehavior: SpringLoadingBehavior { springLoading }

  var springLoading: SpringLoadingBehavior {
    get { self[SpringLoadingBehaviorKey.self] }
    set { self[SpringLoadingBehaviorKey.self] = newValue }
  }
}

extension View {
  /// Sets whether this view opens when something dragged is held over it (in the environment,
  /// and recorded: nothing is dragged in a terminal).
  nonisolated public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
    environment(\.springLoading, behavior).recorded(".springLoadingBehavior(\(behavior))")
  }
}
