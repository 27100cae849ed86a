import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// UIKit's haptic feedback: each generator records what it plays in the running host's
  /// `deviceRequests.feedback`, as SwiftUI's `SensoryFeedback` values, for tests and renderers.
  @preconcurrency @MainActor
  public class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the haptic engine on iOS; Waypoint has nothing to warm up, and plays at once.
    public func prepare() {}

    /// Records `feedback` on the running host.
    func play(_ feedback: SensoryFeedback) {
      HostContext.runtime?.deviceRequests.play(feedback)
    }
  }

  /// Plays impacts, recorded as `.impact(weight:intensity:)` or `.impact(flexibility:intensity:)`.
  @preconcurrency @MainActor
  public class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy or soft an impact feels (UIKit's type).
    public enum FeedbackStyle: Int, Sendable {
      /// Light.
      case light
      /// Medium.
      case medium
      /// Heavy.
      case heavy
      /// Soft.
      case soft
      /// Rigid.
      case rigid
    }

    private let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
      self.style = style
      super.init()
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    public func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at `intensity`, from 0 to 1.
    public func impactOccurred(intensity: CGFloat) {
      let intensity = Double(min(1, max(0, intensity)))
      switch style {
      case .light: play(.impact(weight: .light, intensity: intensity))
      case .medium: play(.impact(weight: .medium, intensity: intensity))
      case .heavy: play(.impact(weight: .heavy, intensity: intensity))
      case .soft: play(.impact(flexibility: .soft, intensity: intensity))
      case .rigid: play(.impact(flexibility: .rigid, intensity: intensity))
      }
    }

    /// Plays an impact at `intensity`; the location is not used.
    public func impactOccurred(intensity: CGFloat, at location: CGPoint) {
      impactOccurred(intensity: intensity)
    }
  }

  /// Plays success, warning and error feedback, recorded as `.success`, `.warning`, `.error`.
  @preconcurrency @MainActor
  public class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells of (UIKit's type).
    public enum FeedbackType: Int, Sendable {
      /// A task succeeded.
      case success
      /// A task produced a warning.
      case warning
      /// A task failed.
      case error
    }

    /// Plays the feedback of `notificationType`.
    public func notificationOccurred(_ notificationType: FeedbackType) {
      switch notificationType {
      case .success: play(.success)
      case .warning: play(.warning)
      case .error: play(.error)
      }
    }

    /// Plays the feedback of `notificationType`; the location is not used.
    public func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
      notificationOccurred(notificationType)
    }
  }

  /// Plays selection ticks, recorded as `.selection`.
  @preconcurrency @MainActor
  public class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick.
    public func selectionChanged() { play(.selection) }

    /// Plays a selection tick; the location is not used.
    public func selectionChanged(at location: CGPoint) { selectionChanged() }
  }
#endif
