import Foundation
import Synchronization
import Testing

/// Runs an executable product of this package, as a user would from a shell.
public struct BuiltExecutable: Sendable {
  /// Where the executable is.
  public let url: URL

  /// Whether built products can be found from here: the running test binary is located through
  /// `/proc/self/exe`, which only Linux provides. Suites that run products skip without it.
  public static var canLocateProducts: Bool {
    FileManager.default.fileExists(atPath: "/proc/self/exe")
  }

  /// Why suites that run built products are skipped where they cannot be found.
  public static let skipReason: Comment =
    "Running built products needs /proc/self/exe (Linux) to find them next to the test binary."

  /// The executable `name` built next to the running test bundle; throws when it is not built.
  public init(named name: String) throws {
    let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    url = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
      throw BuiltExecutableError.notBuilt(name, url.path)
    }
  }

  /// The executable at `url`, such as one a test built in a package of its own.
  public init(at url: URL) {
    self.url = url
  }

  /// What a run printed and how it ended.
  public struct Result: Sendable {
    /// The exit status.
    public var status: Int32
    /// Standard output, as UTF-8.
    public var output: String
    /// Standard error, as UTF-8.
    public var error: String
  }

  /// Runs the executable with `arguments`, standard input a pipe (not a terminal), in `folder`,
  /// with `environment` added to this process's.
  public func run(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let output = Pipe()
    let error = Pipe()
    process.standardInput = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Both pipes are drained at once, standard error on a thread of its own: read one after the
    // other, a child that fills the second pipe's buffer waits for ever on the first.
    let errorData = Mutex(Data())
    let errorRead = DispatchSemaphore(value: 0)
    let errorReader = Thread {
      let data = error.fileHandleForReading.readDataToEndOfFile()
      errorData.withLock { $0 = data }
      errorRead.signal()
    }
    errorReader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
  }

  /// `swift` with `arguments`, found on the `PATH` as a shell finds it.
  public static func swift(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    try BuiltExecutable(at: URL(fileURLWithPath: "/usr/bin/env")).run(
      ["swift"] + arguments, in: folder, environment: environment)
  }
}

/// An executable a test needs is missing.
public enum BuiltExecutableError: Error, CustomStringConvertible {
  /// The product was not built (swift build and swift test build every product).
  case notBuilt(String, String)

  /// A sentence saying which and where.
  public var description: String {
    switch self {
    case .notBuilt(let name, let path): "\(name) is not built at \(path); run swift build first"
    }
  }
}
