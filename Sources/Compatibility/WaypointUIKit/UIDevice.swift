import Foundation
import WaypointCore
import WaypointUI

#if !canImport(UIKit)
  /// The kinds of device an interface is designed for (UIKit's type).
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
    /// An Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision
  }

  /// How a device is held (UIKit's type).
  public enum UIDeviceOrientation: Int, Sendable {
    /// Not known (orientation notifications are off).
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the top to the left.
    case landscapeLeft
    /// On its side, the top to the right.
    case landscapeRight
    /// Lying face up.
    case faceUp
    /// Lying face down.
    case faceDown

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// The device the app runs on, as UIKit describes it: an iPhone when the host's scene is
  /// compact in width, an iPad when it is regular (the shape Waypoint lays out for).
  @preconcurrency @MainActor
  public final class UIDevice {
    /// The device.
    public static let current = UIDevice()

    private init() {}

    /// `.phone` at compact width, `.pad` at regular width (a host's default).
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
      HostContext.environment.horizontalSizeClass == .compact ? .phone : .pad
    }

    /// The device's generic name, as iOS reports it to apps: `"iPhone"` or `"iPad"`.
    public var name: String { model }
    /// `"iOS"`: Waypoint behaves as iOS does.
    public var systemName: String { "iOS" }
    /// The iOS version whose behaviour Waypoint follows, `"26.0"`.
    public var systemVersion: String { "26.0" }
    /// `"iPhone"` or `"iPad"`, by the idiom.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model's name (not translated).
    public var localizedModel: String { model }

    /// Whether `beginGeneratingDeviceOrientationNotifications()` was called more times than
    /// `endGeneratingDeviceOrientationNotifications()`.
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }
    private var orientationRequests = 0

    /// Starts reporting `orientation` (from the scene's shape).
    public func beginGeneratingDeviceOrientationNotifications() { orientationRequests += 1 }

    /// Stops reporting `orientation` when every start has been ended.
    public func endGeneratingDeviceOrientationNotifications() {
      orientationRequests = max(0, orientationRequests - 1)
    }

    /// `.unknown` until orientation notifications are on, as in UIKit; then landscape when the
    /// host's scene is wider than tall, else portrait.
    public var orientation: UIDeviceOrientation {
      guard isGeneratingDeviceOrientationNotifications else { return .unknown }
      let size = HostContext.environment.sceneSize
      return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// A UUID kept in the app's data folder (`$XDG_DATA_HOME/<app>/identifierForVendor`), made
    /// the first time; nil when that folder cannot be read or written.
    public var identifierForVendor: UUID? {
      if let vendorID { return vendorID }
      vendorID = VendorIdentifier.read(in: URL.applicationSupportDirectory)
      return vendorID
    }
    private var vendorID: UUID?

    /// Whether the app asked for the battery's state; off until set.
    public var isBatteryMonitoringEnabled = false

    /// The battery's charge from 0 to 1 (the system's first battery under
    /// `/sys/class/power_supply`); -1 when monitoring is off or there is no battery.
    public var batteryLevel: Float {
      guard isBatteryMonitoringEnabled, let battery = Battery.read() else { return -1 }
      return battery.level
    }

    /// The battery's state; `.unknown` when monitoring is off or there is no battery.
    public var batteryState: BatteryState {
      guard isBatteryMonitoringEnabled, let battery = Battery.read() else { return .unknown }
      return battery.state
    }

    /// Whether the device can run apps side by side: true.
    public var isMultitaskingSupported: Bool { true }

    /// Whether the proximity sensor is watched: always false, as on devices without one.
    public var isProximityMonitoringEnabled: Bool {
      get { false }
      set {}
    }

    /// Whether something is near the proximity sensor: false (there is none).
    public var proximityState: Bool { false }

    /// A battery's state (UIKit's type).
    public enum BatteryState: Int, Sendable {
      /// Not known.
      case unknown
      /// Running on battery.
      case unplugged
      /// Charging.
      case charging
      /// Plugged in and full.
      case full
    }

    /// Posted when the device's orientation changes (Waypoint does not post it).
    public static let orientationDidChangeNotification = Notification.Name(
      "UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery's state changes (Waypoint does not post it).
    public static let batteryStateDidChangeNotification = Notification.Name(
      "UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery's level changes (Waypoint does not post it).
    public static let batteryLevelDidChangeNotification = Notification.Name(
      "UIDeviceBatteryLevelDidChangeNotification")
  }

  /// The app's identifier for vendor, in a file of its data folder.
  package enum VendorIdentifier {
    /// The UUID in `folder/identifierForVendor`, written first when there is none.
    package static func read(in folder: URL) -> UUID? {
      let file = folder.appendingPathComponent("identifierForVendor")
      if let text = try? String(contentsOf: file, encoding: .utf8),
        let id = UUID(uuidString: text.trimmingCharacters(in: .whitespacesAndNewlines))
      {
        return id
      }
      let id = UUID()
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try id.uuidString.write(to: file, atomically: true, encoding: .utf8)
      } catch {
        return nil
      }
      return id
    }
  }

  /// The first battery Linux reports under `/sys/class/power_supply`.
  package enum Battery {
    /// Its level from 0 to 1 and its state, nil when there is no battery.
    package static func read(root: URL = URL(fileURLWithPath: "/sys/class/power_supply")) -> (
      level: Float, state: UIDevice.BatteryState
    )? {
      let supplies = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
      for supply in supplies.sorted() {
        let folder = root.appendingPathComponent(supply)
        guard value(folder, "type") == "Battery",
          let capacity = value(folder, "capacity").flatMap(Float.init)
        else { continue }
        let state: UIDevice.BatteryState =
          switch value(folder, "status") {
          case "Charging": .charging
          case "Full": .full
          case "Discharging", "Not charging": .unplugged
          default: .unknown
          }
        return (min(1, max(0, capacity / 100)), state)
      }
      return nil
    }

    private static func value(_ folder: URL, _ name: String) -> String? {
      (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
#endif
