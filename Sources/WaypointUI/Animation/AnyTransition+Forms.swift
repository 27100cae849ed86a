import Foundation

extension AnyTransition {
  /// Offsets the view by `offset` as it comes and goes.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(OffsetTransition(offset))
  }

  /// Offsets the view by `x` and `y` as it comes and goes.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
  }

  /// Moves the view in from `edge` and out to the opposite edge.
  public static func push(from edge: Edge) -> AnyTransition {
    AnyTransition(PushTransition(edge: edge))
  }

  /// A transition from the `active` modifier (outside the identity phase) to `identity`.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(description: ".modifier(active: \(E.self)(), identity: \(E.self)())")
  }

  /// This transition, animated with `animation`.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(
      description: "\(description).animation(\(animation.map(\.description) ?? "nil"))")
  }
}
