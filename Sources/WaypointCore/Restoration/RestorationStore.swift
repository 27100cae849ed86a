import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the scenes of an app keep their saved state between launches: in memory (tests,
/// previews) or in a directory, one file per scene, written atomically.
public final class RestorationStore: @unchecked Sendable {
  private enum Backend {
    case memory
    case directory(URL)
  }

  private let backend: Backend
  private let lock = NSLock()
  private var memory: [String: Data] = [:]

  private init(_ backend: Backend) {
    self.backend = backend
  }

  /// A store that lives as long as this object: relaunching a test host with it restores
  /// exactly what a real store would, and touches no file.
  public static func inMemory() -> RestorationStore { RestorationStore(.memory) }

  /// A store keeping a file per scene in `directory`, created when first written.
  public static func directory(_ directory: URL) -> RestorationStore {
    RestorationStore(.directory(directory))
  }

  /// The store of the app named `appName`: `$XDG_STATE_HOME/appName/scenes`, else
  /// `~/.local/state/appName/scenes`.
  public static func standard(appName: String) -> RestorationStore {
    directory(standardDirectory(appName: appName))
  }

  /// See `standard(appName:)`.
  public static func standardDirectory(appName: String) -> URL {
    let environment = ProcessInfo.processInfo.environment
    let base: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state, isDirectory: true)
    } else {
      let home = environment["HOME"] ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state", isDirectory: true)
    }
    return base.appendingPathComponent(fileName(for: appName), isDirectory: true)
      .appendingPathComponent("scenes", isDirectory: true)
  }

  /// The directory the files are in, for a directory store.
  public var directoryURL: URL? {
    if case .directory(let url) = backend { url } else { nil }
  }

  /// What reading a scene's saved state found.
  public enum ReadResult: Sendable, Equatable {
    /// Nothing was saved for the scene: a first launch.
    case nothing
    /// The saved bytes.
    case data(Data)
    /// The state is there but could not be read (a directory in its place, no permission).
    case failed(String)
  }

  /// The saved state of the scene `sceneID`.
  public func read(scene sceneID: String) -> ReadResult {
    switch backend {
    case .memory:
      return lock.withLock { memory[sceneID].map(ReadResult.data) ?? .nothing }
    case .directory:
      let url = fileURL(for: sceneID)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        return .nothing
      }
      if isDirectory.boolValue { return .failed("a directory is where the file should be") }
      do {
        return .data(try Data(contentsOf: url))
      } catch {
        return .failed("the file cannot be read (\(error.localizedDescription))")
      }
    }
  }

  /// Saves `data` as the state of `sceneID`; a reader sees the old file or the new one, never
  /// a part of either (a temporary file is written, flushed to disk, then renamed over it).
  public func write(_ data: Data, scene sceneID: String) throws {
    switch backend {
    case .memory:
      lock.withLock { memory[sceneID] = data }
    case .directory(let directory):
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Self.writeAtomically(data, to: fileURL(for: sceneID))
    }
  }

  /// Claims the scene `sceneID` for this process, so that two running copies of an app never
  /// save over each other's window; nil when another process holds it. The claim lasts as long
  /// as the returned object (or the process).
  public func claim(scene sceneID: String) -> SceneClaim? {
    guard case .directory(let directory) = backend else { return SceneClaim(descriptor: nil) }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      // Nowhere to record claims: the scene is this process's, as it would be in memory.
      return SceneClaim(descriptor: nil)
    }
    let path = directory.appendingPathComponent(Self.fileName(for: sceneID) + ".lock").path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return SceneClaim(descriptor: nil) }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      return nil
    }
    return SceneClaim(descriptor: descriptor)
  }

  /// Moves a scene's unreadable state out of the way, keeping it; returns where it went.
  @discardableResult
  public func setAside(scene sceneID: String) -> String? {
    switch backend {
    case .memory:
      return lock.withLock {
        guard let data = memory.removeValue(forKey: sceneID) else { return nil }
        let name = sceneID + ".unreadable"
        memory[name] = data
        return name
      }
    case .directory:
      let url = fileURL(for: sceneID)
      let stamp = Int(Date().timeIntervalSince1970)
      var aside = url.deletingPathExtension().appendingPathExtension("unreadable-\(stamp).json")
      var attempt = 1
      while FileManager.default.fileExists(atPath: aside.path) {
        attempt += 1
        aside = url.deletingPathExtension()
          .appendingPathExtension("unreadable-\(stamp)-\(attempt).json")
      }
      do {
        try FileManager.default.moveItem(at: url, to: aside)
        return aside.lastPathComponent
      } catch {
        return nil
      }
    }
  }

  /// The names under which this store keeps state: scene ids, and set-aside names.
  public var storedNames: [String] {
    switch backend {
    case .memory:
      return lock.withLock { memory.keys.sorted() }
    case .directory(let directory):
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { !$0.hasSuffix(".lock") }.sorted()
    }
  }

  func fileURL(for sceneID: String) -> URL {
    guard case .directory(let directory) = backend else { return URL(fileURLWithPath: "/") }
    return directory.appendingPathComponent(Self.fileName(for: sceneID) + ".json")
  }

  /// A name safe as one path component: letters, digits, `.`, `-` and `_` kept, every other
  /// byte as `%XX`, and never `.` or `..` alone.
  static func fileName(for name: String) -> String {
    var result = ""
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
        result.append(Character(UnicodeScalar(byte)))
      case UInt8(ascii: ".") where !result.isEmpty:
        result.append(".")
      default:
        result += String(format: "%%%02X", byte)
      }
    }
    return result.isEmpty ? "%" : result
  }

  /// Writes to a temporary file beside `url`, flushes it, renames it over `url`, and flushes
  /// the directory so the rename itself survives a crash: a reader sees the old or the new file.
  public static func writeAtomically(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw RestorationStoreError.cannotWrite(url.path, errno) }
    var failed: Int32?
    data.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failed = errno
          return
        }
        offset += written
      }
    }
    if failed == nil, fsync(descriptor) != 0 { failed = errno }
    close(descriptor)
    if failed == nil, rename(temporary.path, url.path) != 0 { failed = errno }
    if let failed {
      unlink(temporary.path)
      throw RestorationStoreError.cannotWrite(url.path, failed)
    }
    let directoryDescriptor = open(directory.path, O_RDONLY)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }
}

/// A scene held by this process (see `RestorationStore.claim(scene:)`); released when freed.
public final class SceneClaim: @unchecked Sendable {
  private let descriptor: Int32?

  init(descriptor: Int32?) {
    self.descriptor = descriptor
  }

  deinit {
    if let descriptor { close(descriptor) }
  }
}

/// Why saved state could not be written.
public enum RestorationStoreError: Error, Equatable, CustomStringConvertible {
  /// Writing the file at the path failed with the error number.
  case cannotWrite(String, Int32)

  /// The error in a sentence.
  public var description: String {
    switch self {
    case .cannotWrite(let path, let code):
      "Cannot write \(path): \(String(cString: strerror(code)))"
    }
  }
}

/// `write(2)`, named apart from the store's own `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
