import Foundation
import WaypointUI

/// One browser's `@AppStorage`, shared by every tab of that browser this worker serves, and
/// what the store is known to hold of it, so that only keys changed here are written and a
/// change another worker made is taken without being written back.
@MainActor
final class BrowserAppStorage {
  let browser: String
  /// The store every tab's runtime of the browser reads and writes.
  let defaults = MergingUserDefaults(fileURL: nil)
  /// Each key's value as the store holds it, as far as this worker knows.
  private var stored: [String: Data]
  private var observer: (any NSObjectProtocol)?

  init(browser: String, stored: [String: Data], onChange: @escaping @MainActor () -> Void) {
    self.browser = browser
    self.stored = stored
    defaults.applyChanges(stored.mapValues { Self.decode($0) })
    observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: defaults, queue: nil
    ) { _ in
      Task { @MainActor in onChange() }
    }
  }

  isolated deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  /// The keys changed here since the store last heard of them (nil: removed).
  var unsavedChanges: [String: Data?] {
    let current = defaults.storedValues().compactMapValues(Self.encode)
    var changes: [String: Data?] = [:]
    for (key, value) in current where stored[key] != value { changes[key] = value }
    for key in stored.keys where current[key] == nil { changes[key] = .some(nil) }
    return changes
  }

  /// The store now holds `changes`.
  func saved(_ changes: [String: Data?]) {
    for (key, value) in changes { stored[key] = value }
  }

  /// Takes what the store holds now (another worker changed it), except keys changed here and
  /// not yet saved, which win when they are written.
  func take(_ remote: [String: Data]) {
    let local = defaults.storedValues().compactMapValues(Self.encode)
    var changes: [String: Any?] = [:]
    for key in Set(remote.keys).union(stored.keys) where remote[key] != stored[key] {
      guard local[key] == stored[key] else { continue }
      stored[key] = remote[key]
      changes[key] = remote[key].map(Self.decode) ?? .some(nil)
    }
    if !changes.isEmpty { defaults.applyChanges(changes) }
  }

  /// A value as a property list; nil for one that is not a property-list value.
  static func encode(_ value: Any) -> Data? {
    try? PropertyListSerialization.data(fromPropertyList: ["v": value], format: .binary, options: 0)
  }

  /// A value from its property list; nil for bytes that are not one.
  static func decode(_ data: Data) -> Any? {
    (try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])?["v"]
  }
}
