import Synchronization
import Testing
import WaypointCore

/// A test trait that fails the test when a host made during it reports an error diagnostic (a
/// missing environment object, an update loop, …), each diagnostic an issue of its own:
/// `@Test(.failsOnErrorDiagnostics)`, or on a suite for all its tests.
public struct FailsOnErrorDiagnostics: TestTrait, SuiteTrait, TestScoping {
  /// The trait; `.failsOnErrorDiagnostics` reads better.
  public init() {}

  /// Applies to every test of a suite it is on.
  public var isRecursive: Bool { true }

  /// Runs the test with the hosts it makes noted, then records their error diagnostics.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let hosts = HostRegistry()
    try await HostRegistry.$current.withValue(hosts) { try await function() }
    for diagnostic in hosts.diagnostics where diagnostic.severity == .error {
      Issue.record(Comment(rawValue: "Error diagnostic: \(diagnostic)"))
    }
  }
}

extension Trait where Self == FailsOnErrorDiagnostics {
  /// Fails the test on any error diagnostic of the hosts it makes.
  public static var failsOnErrorDiagnostics: Self { FailsOnErrorDiagnostics() }
}

/// The diagnostic logs of the hosts made while a `FailsOnErrorDiagnostics` test runs.
final class HostRegistry: Sendable {
  /// The registry of the test running in this task, if it asked for one.
  @TaskLocal static var current: HostRegistry?

  private let logs = Mutex<[DiagnosticLog]>([])

  /// Notes a host's log.
  func add(_ log: DiagnosticLog) {
    logs.withLock { $0.append(log) }
  }

  /// Every distinct diagnostic the hosts' logs hold, in order.
  var diagnostics: [Diagnostic] {
    var seen: Set<Diagnostic> = []
    return logs.withLock { $0 }.flatMap(\.diagnostics).filter { seen.insert($0).inserted }
  }
}
