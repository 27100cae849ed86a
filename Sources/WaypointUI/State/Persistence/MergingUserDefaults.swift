import Foundation
import WaypointCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `UserDefaults` that several processes can share: each change is merged into the file
/// under an exclusive lock, one key at a time, and the file is replaced atomically, so no
/// process loses another's keys. Without a file it keeps its values in memory.
///
/// Foundation's `UserDefaults.standard` on Linux rewrites one whole file per process, so two
/// processes writing lose each other's keys; `@AppStorage` uses this store by default instead.
public final class MergingUserDefaults: UserDefaults {
  /// The property list the values are kept in, or nil to keep them in memory.
  public let fileURL: URL?
  private let lock = NSLock()
  private var values: [String: Any] = [:]
  private var registered: [String: Any] = [:]
  /// What the file was when last read: a newer file is read again.
  private var fileStamp: FileStamp?

  private struct FileStamp: Equatable {
    var modified: timespec
    var size: Int64
    var inode: UInt64

    static func == (a: FileStamp, b: FileStamp) -> Bool {
      a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
        && a.size == b.size && a.inode == b.inode
    }
  }

  /// A store kept in the property list at `fileURL` (created on first write), or in memory.
  public init(fileURL: URL?) {
    self.fileURL = fileURL
    // With no suite name the superclass always initialises; its own storage is never used.
    super.init(suiteName: nil)!
  }

  /// The store of the app named `appName`: `$XDG_CONFIG_HOME/appName/preferences.plist`, else
  /// `~/.config/appName/preferences.plist`.
  public static func standard(appName: String) -> MergingUserDefaults {
    let environment = ProcessInfo.processInfo.environment
    let base: URL
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
      base = URL(fileURLWithPath: config, isDirectory: true)
    } else {
      base = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
        .appendingPathComponent(".config", isDirectory: true)
    }
    let safeName =
      appName.isEmpty || appName.contains("/") || appName.hasPrefix(".") ? "app" : appName
    return MergingUserDefaults(
      fileURL: base.appendingPathComponent(safeName, isDirectory: true)
        .appendingPathComponent("preferences.plist"))
  }

  // MARK: Reading

  /// The value for `defaultName`: the file's, re-read when another process changed it, else the
  /// registered default.
  public override func object(forKey defaultName: String) -> Any? {
    lock.withLock {
      refreshIfChanged()
      return values[defaultName] ?? registered[defaultName]
    }
  }

  /// Every value, registered defaults under the stored ones.
  public override func dictionaryRepresentation() -> [String: Any] {
    lock.withLock {
      refreshIfChanged()
      return registered.merging(values) { _, stored in stored }
    }
  }

  /// Adds defaults used for keys that hold no value.
  public override func register(defaults registrationDictionary: [String: Any]) {
    lock.withLock { registered.merge(registrationDictionary) { _, new in new } }
  }

  // MARK: Writing

  /// Sets `value` (nil removes the key), merged into the file under its lock.
  public override func set(_ value: Any?, forKey defaultName: String) {
    change(defaultName, to: value.map(Self.propertyListValue))
  }

  /// Removes the value for `defaultName`.
  public override func removeObject(forKey defaultName: String) {
    change(defaultName, to: nil)
  }

  /// Writes nothing: every change is already in the file.
  public override func synchronize() -> Bool { true }

  /// A URL is kept as its text (Foundation on Linux cannot archive one in a property list).
  private static func propertyListValue(_ value: Any) -> Any {
    if let url = value as? URL { return url.absoluteString }
    return value
  }

  private func change(_ key: String, to value: Any?) {
    lock.withLock {
      if let fileURL {
        withFileLock(for: fileURL) {
          readFile()
          values[key] = value
          writeFile()
        }
      } else {
        values[key] = value
      }
    }
    NotificationCenter.default.post(
      name: UserDefaults.didChangeNotification, object: self, userInfo: ["key": key])
  }

  // MARK: Shared between processes by a host

  /// The stored values (not the registered defaults), for a host that keeps them elsewhere too.
  public func storedValues() -> [String: Any] {
    lock.withLock {
      refreshIfChanged()
      return values
    }
  }

  /// Sets keys another process changed (nil removes one), telling the readers of each.
  public func applyChanges(_ changes: [String: Any?]) {
    for (key, value) in changes { change(key, to: value) }
  }

  // MARK: The file

  private func refreshIfChanged() {
    guard let fileURL, stamp(of: fileURL) != fileStamp else { return }
    readFile()
  }

  private func stamp(of url: URL) -> FileStamp? {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return nil }
    return FileStamp(modified: info.st_mtim, size: Int64(info.st_size), inode: UInt64(info.st_ino))
  }

  /// Reads the file; one that is missing or unreadable holds no values (it is replaced on the
  /// next write, never trusted half-read).
  private func readFile() {
    guard let fileURL else { return }
    fileStamp = stamp(of: fileURL)
    guard let data = try? Data(contentsOf: fileURL), !data.isEmpty,
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = plist as? [String: Any]
    else {
      values = [:]
      return
    }
    values = dictionary
  }

  private func writeFile() {
    guard let fileURL,
      let data = try? PropertyListSerialization.data(
        fromPropertyList: values, format: .binary, options: 0)
    else { return }
    do {
      try FileManager.default.createDirectory(
        at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
      try RestorationStore.writeAtomically(data, to: fileURL)
      fileStamp = stamp(of: fileURL)
    } catch {
      DiagnosticLog.report(.appStorageNotSaved(path: fileURL.path, reason: "\(error)"))
    }
  }

  /// Runs `body` holding an exclusive lock on the file's lock file, so changes from several
  /// processes are applied one after the other.
  private func withFileLock(for url: URL, _ body: () -> Void) {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT, 0o600)
    guard descriptor >= 0 else {
      body()
      return
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    body()
  }
}
