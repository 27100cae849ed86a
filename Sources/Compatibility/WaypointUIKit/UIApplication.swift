import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// The running app, as UIKit describes it: URLs open through SwiftUI's `openURL` path, its
  /// state follows the scene phase, and what Linux cannot do (a badge, the idle timer) is
  /// recorded in the host's `deviceRequests`.
  @preconcurrency @MainActor
  public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    private init() {}

    /// Whether the app is in the foreground and active (UIKit's type).
    public enum State: Int, Sendable {
      /// In the foreground, taking events.
      case active
      /// In the foreground, not taking events.
      case inactive
      /// In the background.
      case background
    }

    /// Options for opening a URL outside the app (UIKit's type).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The option's name.
      public let rawValue: String
      /// The option named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// Open only a universal link an installed app claims.
      public static let universalLinksOnly = Self(
        rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Keys of the launch options an app delegate is given (UIKit's type; Waypoint passes none).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The key's name.
      public let rawValue: String
      /// The key named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The URL the app was opened with.
      public static let url = Self(rawValue: "UIApplicationLaunchOptionsURLKey")
      /// The app that opened it.
      public static let sourceApplication = Self(
        rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// Keys of the options a URL is opened in the app with (UIKit's type).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
      /// The option's name.
      public let rawValue: String
      /// The option named `rawValue`.
      public init(rawValue: String) { self.rawValue = rawValue }
      /// The bundle identifier of the app that opened the URL.
      public static let sourceApplication = Self(
        rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
      /// Data the opening app attached.
      public static let annotation = Self(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
      /// Whether the file must be opened in place.
      public static let openInPlace = Self(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The URL that opens the app's page of the Settings app on iOS. Waypoint has no Settings
    /// app: opening it goes outside the app like any URL, where nothing handles it (a test
    /// host records it among its externally opened URLs).
    public static let openSettingsURLString = "app-settings:"

    /// Opens `url` as SwiftUI's `openURL` does: the app's own schemes and universal links go to
    /// its `onOpenURL`, others to the desktop; `completion` is told whether it opened.
    public func open(
      _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
      completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
      let opened = openURL(url)
      completion?(opened)
    }

    /// Opens `url` as `open(_:options:completionHandler:)` does; returns whether it opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
      openURL(url)
    }

    private func openURL(_ url: URL) -> Bool {
      guard let runtime = HostContext.runtime else { return false }
      var opened = false
      runtime.hostEnvironment.openURL(url) { opened = $0 }
      return opened
    }

    /// Whether `open` can hand `url` to something: one of the app's own schemes, or a scheme
    /// every desktop handles (web, mail, telephone, files…). Other apps' schemes are false.
    public func canOpenURL(_ url: URL) -> Bool {
      guard let scheme = url.scheme?.lowercased() else { return false }
      let own = HostContext.runtime?.urlSchemes ?? []
      return own.contains(scheme) || ViewRuntime.publicSchemes.contains(scheme)
    }

    /// The app's state, from the host's scene phase.
    public var applicationState: State {
      switch HostContext.environment.scenePhase {
      case .active: .active
      case .inactive: .inactive
      case .background: .background
      }
    }

    /// The number on the app's icon, recorded in the host's `deviceRequests.badgeNumber`.
    public var applicationIconBadgeNumber: Int {
      get { HostContext.runtime?.deviceRequests.badgeNumber ?? 0 }
      set { HostContext.runtime?.deviceRequests.badgeNumber = newValue }
    }

    /// Whether the screen should stay on, recorded in `deviceRequests.isIdleTimerDisabled`.
    public var isIdleTimerDisabled: Bool {
      get { HostContext.runtime?.deviceRequests.isIdleTimerDisabled ?? false }
      set { HostContext.runtime?.deviceRequests.isIdleTimerDisabled = newValue }
    }

    /// Whether the app can change its icon: false, there is no home screen.
    public var supportsAlternateIcons: Bool { false }

    /// Posted by the runtime when the scene becomes active.
    public static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    /// Posted by the runtime when an active scene is about to stop being active.
    public static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    /// Posted by the runtime when the scene goes to the background.
    public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    /// Posted by the runtime when a background scene is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    /// Posted by the runtime when the host shuts down.
    public static let willTerminateNotification = Notification.Name(
      "UIApplicationWillTerminateNotification")
    /// Memory warnings (Waypoint does not post it: Linux gives no such signal).
    public static let didReceiveMemoryWarningNotification = Notification.Name(
      "UIApplicationDidReceiveMemoryWarningNotification")
    /// Launch finished (Waypoint does not post it; `App.init` runs at launch).
    public static let didFinishLaunchingNotification = Notification.Name(
      "UIApplicationDidFinishLaunchingNotification")
    /// The system's clock jumped (Waypoint does not post it).
    public static let significantTimeChangeNotification = Notification.Name(
      "UIApplicationSignificantTimeChangeNotification")
    /// A screenshot was taken (Waypoint does not post it).
    public static let userDidTakeScreenshotNotification = Notification.Name(
      "UIApplicationUserDidTakeScreenshotNotification")
  }
#endif
