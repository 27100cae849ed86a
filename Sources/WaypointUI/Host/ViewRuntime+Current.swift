import Foundation
import Synchronization

extension ViewRuntime {
  /// The runtime that last started, flushed or handled an interaction: what `UIScreen.main` and
  /// `UIPasteboard.general` ask when no graph is flushing (an app's `init`, a detached task).
  package static weak var latest: ViewRuntime? {
    didSet { if latest !== oldValue { latest?.publishHostValues() } }
  }

  /// The runtime whose graph is flushing or handling an interaction, else the latest one.
  package static var current: ViewRuntime? {
    (ViewGraph.current?.owner as? ViewRuntime) ?? latest
  }

  /// The environment the host sets (size, size class, colour scheme, scene phase), as views
  /// see it where no view changed it.
  package var hostEnvironment: EnvironmentValues { rootEnvironment }

  /// The latest runtime's host values, readable from any thread (UIKit's trait collection and
  /// pasteboard are not tied to the main actor); nil before any runtime started.
  package nonisolated static var publishedHostValues: HostValuesSnapshot? {
    published.withLock { $0 }
  }

  private nonisolated static let published = Mutex<HostValuesSnapshot?>(nil)

  /// Publishes this runtime's host values as the latest (when it becomes the latest, and when
  /// the host changes one while it is).
  func publishHostValues() {
    let environment = rootEnvironment
    let snapshot = HostValuesSnapshot(
      colorScheme: environment.colorScheme,
      horizontalSizeClass: environment.horizontalSizeClass,
      verticalSizeClass: environment.verticalSizeClass,
      dynamicTypeSize: environment.dynamicTypeSize, displayScale: environment.displayScale,
      pasteboard: pasteboard, voiceOver: environment.accessibilityVoiceOverEnabled,
      reduceMotion: environment.accessibilityReduceMotion,
      reduceTransparency: environment.accessibilityReduceTransparency,
      boldText: environment.legibilityWeight == .bold)
    Self.published.withLock { $0 = snapshot }
  }

  /// Posts the notifications UIKit posts when an app moves between the foreground and the
  /// background, under UIKit's names, on the default notification centre.
  func postLifecycleNotifications(from old: ScenePhase, to new: ScenePhase) {
    for name in Self.lifecycleNotificationNames(from: old, to: new) {
      NotificationCenter.default.post(name: Notification.Name(name), object: nil)
    }
  }

  /// The raw names UIKit posts, in order, for a change of scene phase.
  package static func lifecycleNotificationNames(from old: ScenePhase, to new: ScenePhase)
    -> [String]
  {
    let resign = "UIApplicationWillResignActiveNotification"
    let background = "UIApplicationDidEnterBackgroundNotification"
    let foreground = "UIApplicationWillEnterForegroundNotification"
    let active = "UIApplicationDidBecomeActiveNotification"
    switch (old, new) {
    case (.active, .inactive): return [resign]
    case (.active, .background): return [resign, background]
    case (.inactive, .background): return [background]
    case (.background, .inactive): return [foreground]
    case (.background, .active): return [foreground, active]
    case (.inactive, .active): return [active]
    default: return []
    }
  }
}

/// The host values UIKit's thread-free APIs read: the latest runtime's, copied at each flush.
package struct HostValuesSnapshot: Sendable {
  package var colorScheme: ColorScheme
  package var horizontalSizeClass: UserInterfaceSizeClass?
  package var verticalSizeClass: UserInterfaceSizeClass?
  package var dynamicTypeSize: DynamicTypeSize
  package var displayScale: CGFloat
  package var pasteboard: Pasteboard
  package var voiceOver: Bool
  package var reduceMotion: Bool
  package var reduceTransparency: Bool
  package var boldText: Bool
}
