import Foundation

/// How a view comes and goes when it is inserted into or removed from the hierarchy; recorded
/// on its elements for renderers that animate.
public struct AnyTransition: Sendable, Hashable, CustomStringConvertible {
  /// The transition as Swift source: `.opacity`, `.move(edge: .bottom)`.
  public let description: String

  package init(description: String) {
    self.description = description
  }

  /// Fades in and out.
  public static let opacity = AnyTransition(description: ".opacity")
  /// Slides in from the leading edge and out to the trailing edge.
  public static let slide = AnyTransition(description: ".slide")
  /// Scales up in and down out.
  public static let scale = AnyTransition(description: ".scale")
  /// No transition.
  public static let identity = AnyTransition(description: ".identity")

  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(description: ".move(edge: \(edge))")
  }

  /// Scales from `scale`, anchored at `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(
      description: anchor == .center
        ? ".scale(scale: \(Font.number(scale)))"
        : ".scale(scale: \(Font.number(scale)), anchor: \(anchor.motionSource))")
  }

  /// One transition in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(description: ".asymmetric(insertion: \(insertion), removal: \(removal))")
  }

  /// Both transitions at once.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(description: "\(description).combined(with: \(other))")
  }
}
