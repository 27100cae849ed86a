import Foundation

/// How a view's scroll transition runs: animated as it crosses a threshold, or interactively
/// as it scrolls.
public struct ScrollTransitionConfiguration: Sendable, CustomStringConvertible {
  /// How far into view a view is when its transition is at identity.
  public struct Threshold: Sendable, CustomStringConvertible {
    /// The fraction of the view shown (`nil` for centred), and a distance inward.
    let visibleFraction: Double?
    let insetDistance: Double

    /// The view is fully shown.
    public static let visible = Threshold(visibleFraction: 1, insetDistance: 0)
    /// The view is fully hidden.
    public static let hidden = Threshold(visibleFraction: 0, insetDistance: 0)
    /// The view is centred in the scroll view.
    public static var centered: Threshold { Threshold(visibleFraction: nil, insetDistance: 0) }

    /// `amount` of the view (0 to 1) is shown.
    public static func visible(_ amount: Double) -> Threshold {
      Threshold(visibleFraction: min(max(amount, 0), 1), insetDistance: 0)
    }

    /// The threshold `amount` of the way from this one to `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      let inset = insetDistance + (other.insetDistance - insetDistance) * amount
      guard let from = visibleFraction, let to = other.visibleFraction else {
        return Threshold(
          visibleFraction: amount < 0.5 ? visibleFraction : other.visibleFraction,
          insetDistance: inset)
      }
      return Threshold(visibleFraction: from + (to - from) * amount, insetDistance: inset)
    }

    /// This threshold, `distance` further inside the scroll view.
    public func inset(by distance: Double) -> Threshold {
      Threshold(visibleFraction: visibleFraction, insetDistance: insetDistance + distance)
    }

    /// The threshold as Swift source.
    public var description: String {
      let base =
        switch visibleFraction {
        case nil: ".centered"
        case 1: ".visible"
        case 0: ".hidden"
        case let fraction?: ".visible(\(fraction))"
        }
      return insetDistance == 0 ? base : "\(base).inset(by: \(insetDistance))"
    }
  }

  let source: String

  /// Animated with `animation` as the view crosses the threshold.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(source: ".animated(\(animation))")
  }
  /// Animated with the default animation as the view crosses the threshold.
  public static let animated = ScrollTransitionConfiguration(source: ".animated")
  /// Following the scroll along `timingCurve`.
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  {
    ScrollTransitionConfiguration(source: ".interactive(timingCurve: \(timingCurve))")
  }
  /// Following the scroll.
  public static let interactive = ScrollTransitionConfiguration(source: ".interactive")
  /// No transition.
  public static let identity = ScrollTransitionConfiguration(source: ".identity")

  /// This configuration, animated with `animation`.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(source: "\(source).animation(\(animation))")
  }

  /// This configuration, at identity past `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(source: "\(source).threshold(\(threshold))")
  }

  /// The configuration as Swift source.
  public var description: String { source }
}

/// Where a view is in its scroll transition.
@frozen
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Before the top or leading threshold.
  case topLeading
  /// Within the thresholds.
  case identity
  /// Past the bottom or trailing threshold.
  case bottomTrailing

  /// Whether the view is within the thresholds.
  public var isIdentity: Bool { self == .identity }

  /// -1 before the thresholds, 0 within them, 1 past them.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

extension View {
  /// Changes this view's drawing as it scrolls in and out of view (recorded: a terminal draws
  /// views at identity).
  nonisolated public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    recorded(".scrollTransition(\(configuration)\(axis.map { ", axis: \($0)" } ?? ""))")
  }

  /// Changes this view's drawing as it scrolls, configured per edge (recorded).
  nonisolated public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    recorded(
      ".scrollTransition(topLeading: \(topLeading), bottomTrailing: \(bottomTrailing)"
        + "\(axis.map { ", axis: \($0)" } ?? ""))")
  }
}
