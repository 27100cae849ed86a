import Foundation
import Logging
import Synchronization

/// A store that several workers behind a load balancer share, named by the address `--store`
/// (or `WAYPOINT_STORE`) gives. It runs beside the server and tells each worker when another
/// changed a browser's `@AppStorage`.
package protocol SharedStateStore: BrowserStateStore {
  /// The address without secrets, for logs and errors.
  var addressDescription: String { get }
  /// Runs the store's connections until cancelled.
  func run() async
}

/// The shared stores a program can keep tabs' state in, by the scheme of their address. None
/// unless the program installs one, as a cluster worker does (`PostgresStore.install()` from
/// WaypointWebPostgres), so that a server alone builds and links no database client.
public enum SharedStateStores {
  /// Makes a store for an address, or throws why the address cannot be used.
  package typealias Make =
    @Sendable (_ address: String, _ logger: Logger) throws(StoreError) -> any SharedStateStore

  private static let makers = Mutex<[String: Make]>([:])

  /// Makes `make` the store for addresses whose scheme is one of `schemes`.
  package static func register(schemes: [String], _ make: @escaping Make) {
    makers.withLock { makers in
      for scheme in schemes { makers[scheme] = make }
    }
  }

  /// The store for `address`, or a `StoreError` saying why there is none.
  static func make(address: String, logger: Logger) throws(StoreError) -> any SharedStateStore {
    let scheme = URLComponents(string: address)?.scheme?.lowercased() ?? ""
    let (make, known) = makers.withLock { ($0[scheme], $0.keys.sorted()) }
    if let make { return try make(address, logger) }
    if known.isEmpty {
      throw StoreError(
        description:
          "this program keeps tabs' state in memory only: a worker that shares a store links "
          + "WaypointWebPostgres and calls PostgresStore.install() before serving")
    }
    throw StoreError(
      description:
        "the store must be a "
        + known.filter { $0 != "postgresql" }.map { "\($0)://" }.joined(separator: " or ")
        + "user@host:port/database address")
  }
}
