import Foundation

extension Animation {
  /// A spring animation of the default duration (0.5 s) and no bounce.
  public static var spring: Animation { Animation(".spring", SpringAnimation(spring: Spring())) }

  /// A spring animation of the given perceptual duration and bounce.
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      ".spring(duration: \(duration), bounce: \(bounce))",
      SpringAnimation(spring: Spring(duration: duration, bounce: bounce), blend: blendDuration))
  }

  /// A persistent spring animation with the given response and damping.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(
      ".spring(response: \(response), dampingFraction: \(dampingFraction))",
      SpringAnimation(
        spring: Spring(response: response, dampingRatio: dampingFraction), blend: blendDuration))
  }

  /// A spring animation following `spring`.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation(".spring(\(spring))", SpringAnimation(spring: spring, blend: blendDuration))
  }

  /// A quick, stiff spring for interactive changes.
  public static var interactiveSpring: Animation {
    Animation(
      ".interactiveSpring",
      SpringAnimation(spring: Spring(duration: 0.15, bounce: 0), blend: 0.25))
  }

  /// A spring for interactive changes, with the given response and damping.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation(
      ".interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))",
      SpringAnimation(
        spring: Spring(response: response, dampingRatio: dampingFraction), blend: blendDuration))
  }

  /// A spring for interactive changes, of the given duration and extra bounce.
  public static func interactiveSpring(
    duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation(
      ".interactiveSpring(duration: \(duration), extraBounce: \(extraBounce))",
      SpringAnimation(
        spring: Spring(duration: duration, bounce: extraBounce), blend: blendDuration))
  }

  /// A spring with no bounce.
  public static var smooth: Animation { Animation(".smooth", SpringAnimation(spring: .smooth)) }

  /// A spring of `duration` with no bounce, plus `extraBounce`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(
      ".smooth(duration: \(duration), extraBounce: \(extraBounce))",
      SpringAnimation(spring: .smooth(duration: duration, extraBounce: extraBounce)))
  }

  /// A spring with a small bounce.
  public static var snappy: Animation { Animation(".snappy", SpringAnimation(spring: .snappy)) }

  /// A spring of `duration` with a small bounce, plus `extraBounce`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(
      ".snappy(duration: \(duration), extraBounce: \(extraBounce))",
      SpringAnimation(spring: .snappy(duration: duration, extraBounce: extraBounce)))
  }

  /// A spring with a visible bounce.
  public static var bouncy: Animation { Animation(".bouncy", SpringAnimation(spring: .bouncy)) }

  /// A spring of `duration` with a visible bounce, plus `extraBounce`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
    Animation(
      ".bouncy(duration: \(duration), extraBounce: \(extraBounce))",
      SpringAnimation(spring: .bouncy(duration: duration, extraBounce: extraBounce)))
  }

  /// A spring that keeps its velocity when interrupted, of the given physical constants.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      ".interpolatingSpring(mass: \(mass), stiffness: \(stiffness), damping: \(damping))",
      SpringAnimation(
        spring: Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
        initialVelocity: initialVelocity))
  }

  /// A spring that keeps its velocity when interrupted, of the given duration and bounce.
  public static func interpolatingSpring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      ".interpolatingSpring(duration: \(duration), bounce: \(bounce))",
      SpringAnimation(
        spring: Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity))
  }

  /// A spring that keeps its velocity when interrupted, of the default duration and no bounce.
  public static var interpolatingSpring: Animation {
    Animation(".interpolatingSpring", SpringAnimation(spring: Spring()))
  }

  /// A spring that keeps its velocity when interrupted, following `spring`.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    Animation(
      ".interpolatingSpring(\(spring))",
      SpringAnimation(spring: spring, initialVelocity: initialVelocity))
  }
}
