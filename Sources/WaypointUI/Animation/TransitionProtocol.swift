import Foundation

/// How a view changes as it is inserted into or removed from the hierarchy: its look in each
/// `TransitionPhase`.
///
/// Waypoint shows insertions and removals at once; the transition is recorded on the view's
/// elements (`.transition(.opacity)`), and `apply(content:phase:)` builds its look in a phase.
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view the transition makes of its content.
  associatedtype Body: View
  /// The content in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does, so it can be replaced when motion is reduced.
  static var properties: TransitionProperties { get }
  /// The content the transition is applied to.
  typealias Content = PlaceholderContentView<Self>
}

extension Transition {
  /// A transition has motion unless it says otherwise.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` as this transition makes it look in `phase`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: PlaceholderContentView(content), phase: phase)
  }

  /// This transition, animated with `animation`.
  public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(base: self, animation: animation)
  }

  /// This transition and `other` at once.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }
}

/// Where a view is in its transition: about to appear, shown, or gone.
@frozen
public enum TransitionPhase: Hashable, Sendable {
  /// The view is about to be inserted.
  case willAppear
  /// The view is shown.
  case identity
  /// The view has been removed.
  case didDisappear

  /// Whether the view is shown.
  public var isIdentity: Bool { self == .identity }

  /// -1 before the view appears, 0 while it shows, 1 once it is gone.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves its content (so it is replaced when motion is reduced).
  public var hasMotion: Bool

  /// Properties of a transition that has motion or not.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition that records how it reads as Swift source.
protocol DescribedTransition {
  /// The transition as Swift source, such as `.opacity`.
  nonisolated var sourceDescription: String { get }
}

/// How `transition` reads as Swift source: its own description, or its type.
nonisolated func transitionDescription<T: Transition>(_ transition: T) -> String {
  (transition as? any DescribedTransition)?.sourceDescription
    ?? "\(_typeName(T.self, qualified: false))()"
}

extension AnyTransition {
  /// A type-erased `transition`.
  nonisolated public init<T: Transition>(_ transition: T) {
    self.init(description: transitionDescription(transition))
  }
}

extension View {
  /// Sets how this view comes and goes when it is inserted or removed (recorded on its
  /// elements: changes show at once here).
  nonisolated public func transition<T: Transition>(_ transition: T) -> some View {
    self.transition(AnyTransition(transition))
  }
}

/// A transition with its own animation.
struct AnimatedTransition<Base: Transition>: DescribedTransition {
  let base: Base
  let animation: Animation?

  nonisolated var sourceDescription: String {
    "\(transitionDescription(base)).animation(\(animation.map(\.description) ?? "nil"))"
  }
}

extension AnimatedTransition: Transition {

  func body(content: Content, phase: TransitionPhase) -> some View {
    base.apply(content: content, phase: phase)
  }
}

/// Two transitions at once.
struct CombinedTransition<First: Transition, Second: Transition>: DescribedTransition {
  let first: First
  let second: Second

  nonisolated var sourceDescription: String {
    "\(transitionDescription(first)).combined(with: \(transitionDescription(second)))"
  }
}

extension CombinedTransition: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }

  static var properties: TransitionProperties {
    TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
  }
}
