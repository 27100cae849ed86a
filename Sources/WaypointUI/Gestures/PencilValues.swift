import Foundation

// What Apple Pencil gestures report. No pencil reaches a terminal, so these values are only
// ever made by the platforms that have one; they are declared for code that handles them.

/// Where a hovering pencil is and how it is held.
public struct PencilHoverPose: Hashable, Sendable {
  /// The pencil's location over the view.
  public let location: CGPoint
  /// The location in the view's unit space.
  public let anchor: UnitPoint
  /// How far the tip is above the screen.
  public let zDistance: CGFloat
  /// The angle between the pencil and the screen.
  public let altitude: Angle
  /// The direction the pencil points in the screen's plane.
  public let azimuth: Angle
  /// How far the pencil is rolled about its axis.
  public let roll: Angle
}

/// What a pencil double tap reports.
public struct PencilDoubleTapGestureValue: Hashable, Sendable {
  /// The pencil's pose, if it hovered over the view.
  public let hoverPose: PencilHoverPose?
}

/// What a pencil squeeze reports.
public struct PencilSqueezeGestureValue: Hashable, Sendable {
  /// The pencil's pose, if it hovered over the view.
  public let hoverPose: PencilHoverPose?
}

/// Where a pencil squeeze is.
@frozen
public enum PencilSqueezeGesturePhase: Equatable, Sendable {
  /// The squeeze is in progress.
  case active(PencilSqueezeGestureValue)
  /// The squeeze ended.
  case ended(PencilSqueezeGestureValue)
  /// The squeeze failed.
  case failed
}
