import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// UIKit's accessibility settings and announcements: settings come from the host's
  /// environment (a renderer sets them from the system's), and what the app posts is recorded
  /// in the host's `deviceRequests.accessibilityNotifications`.
  public enum UIAccessibility {
    /// Whether a screen reader is running, as the latest host tells its views.
    public static var isVoiceOverRunning: Bool { HostContext.snapshot?.voiceOver ?? false }
    /// Whether the reader asked for less motion, as the latest host tells its views.
    public static var isReduceMotionEnabled: Bool { HostContext.snapshot?.reduceMotion ?? false }
    /// Whether the reader asked for less transparency, as the latest host tells its views.
    public static var isReduceTransparencyEnabled: Bool {
      HostContext.snapshot?.reduceTransparency ?? false
    }
    /// Whether the reader asked for bold text: the host's legibility weight is bold.
    public static var isBoldTextEnabled: Bool { HostContext.snapshot?.boldText ?? false }
    /// Whether Switch Control is running: false, Linux has none.
    public static var isSwitchControlRunning: Bool { false }

    /// A kind of accessibility notification (UIKit's type).
    public struct Notification: RawRepresentable, Hashable, Sendable {
      /// UIKit's number for it.
      public let rawValue: UInt32
      /// The notification of `rawValue`.
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// The whole screen changed.
      public static let screenChanged = Notification(rawValue: 1000)
      /// Part of the screen changed.
      public static let layoutChanged = Notification(rawValue: 1001)
      /// Text to read out.
      public static let announcement = Notification(rawValue: 1008)
      /// The content scrolled by a page.
      public static let pageScrolled = Notification(rawValue: 1009)

      var name: String {
        switch self {
        case .screenChanged: "screenChanged"
        case .layoutChanged: "layoutChanged"
        case .announcement: "announcement"
        case .pageScrolled: "pageScrolled"
        default: "notification(\(rawValue))"
        }
      }
    }

    /// Records `notification` with `argument` (an announcement's text) on the running host,
    /// as `"announcement: Saved"`.
    @preconcurrency @MainActor
    public static func post(notification: Notification, argument: Any?) {
      let text = argument.map { ": \($0)" } ?? ""
      HostContext.runtime?.deviceRequests.postAccessibility(notification.name + text)
    }

    /// Posted when VoiceOver starts or stops (Waypoint does not post it).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when the reduce-motion setting changes (Waypoint does not post it).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
      "UIAccessibilityReduceMotionStatusDidChangeNotification")
  }
#endif
