import Foundation

/// The way a view changes over time. Waypoint's renderers do not animate; animations are
/// accepted and recorded so code written for SwiftUI runs unchanged.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  let text: String

  init(_ text: String) { self.text = text }

  /// A default animation instance.
  public static let `default` = Animation(".default")
  /// An animation with a linear curve.
  public static let linear = Animation(".linear")
  /// An animation that starts slowly.
  public static let easeIn = Animation(".easeIn")
  /// An animation that ends slowly.
  public static let easeOut = Animation(".easeOut")
  /// An animation that starts and ends slowly.
  public static let easeInOut = Animation(".easeInOut")
  /// A persistent spring animation.
  public static let spring = Animation(".spring")
  /// A spring animation with a predefined duration and higher amount of bounce.
  public static let bouncy = Animation(".bouncy")
  /// A smooth spring animation with a predefined duration and no bounce.
  public static let smooth = Animation(".smooth")
  /// A spring animation with a predefined duration and small amount of bounce.
  public static let snappy = Animation(".snappy")

  /// An animation with a linear curve and the given duration.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(".linear(duration: \(duration))")
  }

  /// An ease-in animation with the given duration.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(".easeIn(duration: \(duration))")
  }

  /// An ease-out animation with the given duration.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(".easeOut(duration: \(duration))")
  }

  /// An ease-in-out animation with the given duration.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(".easeInOut(duration: \(duration))")
  }

  /// A persistent spring animation with the given response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(".spring(response: \(response), dampingFraction: \(dampingFraction))")
  }

  /// A spring animation with the given duration and bounce.
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0) -> Animation {
    Animation(".spring(duration: \(duration), bounce: \(bounce))")
  }

  /// Delays the start of the animation by the given number of seconds.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(text + ".delay(\(delay))")
  }

  /// Changes the duration of an animation by the given speed.
  public func speed(_ speed: Double) -> Animation {
    Animation(text + ".speed(\(speed))")
  }

  /// Repeats the animation for the lifespan of the view.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(text + ".repeatForever(autoreverses: \(autoreverses))")
  }

  /// The animation as Swift source, such as `.easeInOut(duration: 0.3)`.
  public var description: String { text }
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// Waypoint runs `body` at once; the animation is recorded for the host to report (see
/// `ViewRuntime.lastAnimation`).
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  ViewGraph.current?.lastAnimation = animation
  return try body()
}
