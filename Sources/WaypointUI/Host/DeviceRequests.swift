import Foundation

/// What an app asked of the device that Waypoint has no hardware for on Linux: haptics played,
/// the number on the app's icon, the idle timer, accessibility announcements. Each is recorded
/// here, per host, for tests and renderers to read.
@MainActor
public final class DeviceRequests {
  /// The feedback played, oldest first (`UIImpactFeedbackGenerator`, `UINotificationFeedback…`).
  public private(set) var feedback: [SensoryFeedback] = []
  /// The number the app asked its icon to show (`applicationIconBadgeNumber`); 0 is none.
  public var badgeNumber = 0
  /// Whether the app asked the screen to stay on (`isIdleTimerDisabled`).
  public var isIdleTimerDisabled = false
  /// The accessibility notifications posted, oldest first, as `name: argument` text.
  public private(set) var accessibilityNotifications: [String] = []
  /// Called after each feedback is recorded, for a renderer that plays it somehow.
  public var onFeedback: (@MainActor (SensoryFeedback) -> Void)?

  package init() {}

  /// Records that the app played `feedback`.
  package func play(_ feedback: SensoryFeedback) {
    self.feedback.append(feedback)
    onFeedback?(feedback)
  }

  /// Records an accessibility notification the app posted.
  package func postAccessibility(_ notification: String) {
    accessibilityNotifications.append(notification)
  }
}
