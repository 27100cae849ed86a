import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The browser renderer as a cluster, started by the project's own `Scripts/web-cluster.sh`:
/// PostgreSQL, `recipes-web-cluster` workers and HAProxy on loopback, stopped by `stop()`.
final class WebCluster: Sendable {
  /// The balancer's address.
  let base: String
  /// Where the script records what it started.
  let directory: URL
  private static let repository = Repository.root

  /// Whether this machine can run the cluster: HAProxy, curl and PostgreSQL's server programs
  /// (`Scripts/install-cluster.sh` installs them).
  static var isAvailable: Bool {
    let programs = ["/usr/sbin/haproxy", "/usr/bin/curl", "/usr/sbin/runuser", "/usr/bin/psql"]
    let postgres = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql"))?
      .contains {
        FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb")
      }
    return programs.allSatisfy(FileManager.default.isExecutableFile(atPath:)) && postgres == true
  }

  private init(base: String, directory: URL) {
    self.base = base
    self.directory = directory
  }

  /// Starts `workers` workers of `recipes-web-cluster` behind HAProxy on a free port. The script runs
  /// off the main actor: waiting for a process there would keep Foundation from reaping it.
  static func start(workers: Int = 2) async throws -> WebCluster {
    try await Task.detached { try startBlocking(workers: workers) }.value
  }

  private static func startBlocking(workers: Int) throws -> WebCluster {
    let binary = try BuiltExecutable(named: "recipes-web-cluster").url.path
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-cluster-\(UUID().uuidString.prefix(8))")
    var lastError = ""
    // A port and the few after it must be free: try another range when one is taken.
    for _ in 0..<5 {
      let port = Int.random(in: 20_000..<40_000)
      let result = try script(
        [
          "start", "--port", "\(port)", "--workers", "\(workers)", "--binary", binary, "--dir",
          directory.path,
        ])
      if result.status == 0 {
        return WebCluster(base: "http://127.0.0.1:\(port)", directory: directory)
      }
      lastError = result.error
      _ = try? script(["stop", "--dir", directory.path])
    }
    throw ClusterError(description: "the cluster did not start: \(lastError)")
  }

  /// Stops everything the cluster started and removes its folder.
  func stop() async {
    let directory = directory
    await Task.detached {
      _ = try? Self.script(["stop", "--dir", directory.path])
      try? FileManager.default.removeItem(at: directory)
    }.value
  }

  /// Stops or starts the cluster's PostgreSQL (a failure drill).
  func store(running: Bool) async throws {
    let directory = directory
    let result = try await Task.detached {
      try Self.script([running ? "store-start" : "store-stop", "--dir", directory.path])
    }.value
    guard result.status == 0 else {
      throw ClusterError(description: "could not change the store: \(result.error)")
    }
  }

  /// What worker `index` (from 1) has logged.
  func workerLog(_ index: Int) -> String {
    (try? String(
      contentsOf: directory.appendingPathComponent("worker-\(index).log"), encoding: .utf8)) ?? ""
  }

  /// Runs a SQL statement with psql against the cluster's store; returns what it printed.
  func sql(_ statement: String) async throws -> String {
    guard let address = storeAddress else { throw ClusterError(description: "no store address") }
    let result = try await Task.detached {
      try BuiltExecutable(at: URL(fileURLWithPath: "/usr/bin/psql"))
        .run([address, "-tAc", statement])
    }.value
    guard result.status == 0 else { throw ClusterError(description: "psql: \(result.error)") }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The process id of worker `index` (from 1).
  func workerPID(_ index: Int) -> Int32? {
    let file = directory.appendingPathComponent("worker-\(index).pid")
    return (try? String(contentsOf: file, encoding: .utf8))
      .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  /// The loopback port of worker `index` (from 1).
  func workerPort(_ index: Int) throws -> Int {
    let file = directory.appendingPathComponent("worker-\(index).port")
    guard
      let port = (try? String(contentsOf: file, encoding: .utf8))
        .flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    else { throw ClusterError(description: "no port recorded for worker \(index)") }
    return port
  }

  /// The workers' process ids, in order.
  func workerPIDs(count: Int) -> [Int32] { (1...count).compactMap(workerPID) }

  /// Kills a worker as a crash would: SIGKILL, no chance to write anything.
  func kill(worker pid: Int32) {
    _ = Glibc.kill(pid, SIGKILL)
  }

  /// The store's address, as the workers have it.
  var storeAddress: String? {
    let file = directory.appendingPathComponent("cluster.env")
    return (try? String(contentsOf: file, encoding: .utf8))?
      .split(separator: "\n").first { $0.hasPrefix("WAYPOINT_STORE=") }
      .map { String($0.dropFirst("WAYPOINT_STORE=".count)) }
  }

  private static func script(_ arguments: [String]) throws -> BuiltExecutable.Result {
    try BuiltExecutable(at: repository.appendingPathComponent("Scripts/web-cluster.sh"))
      .run(arguments)
  }
}

/// Why the cluster could not be used.
struct ClusterError: Error, CustomStringConvertible {
  let description: String
}
