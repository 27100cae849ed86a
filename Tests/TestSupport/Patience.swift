import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How long a test waits for work that needs a turn of the main actor or of the shared task pool.
///
/// Swift Testing starts every test at once, so a turn of the main actor waits behind the queued
/// work of every main-actor test, and the two threads of the task pool can both be held by
/// long synchronous tests: on a two-core machine in a debug build, one turn was measured at
/// 77 seconds. A wait that ends on success costs nothing, so the bound is set far beyond that.
public enum Patience {
  /// The longest a test waits for tasks to finish before calling them hung.
  public static let forTasks: Duration = .seconds(600)

  /// An ephemeral URL session whose requests wait as long as `forTasks` for an answer, for a
  /// server in the test process whose pages are made on the main actor.
  public static func urlSession() -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = TimeInterval(forTasks.components.seconds)
    configuration.timeoutIntervalForResource = TimeInterval(forTasks.components.seconds)
    return URLSession(configuration: configuration)
  }
}
