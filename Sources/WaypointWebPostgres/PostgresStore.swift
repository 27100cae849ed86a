import Logging
import WaypointWeb

/// PostgreSQL as the store that workers behind a load balancer share: `--store
/// postgres://user@host:port/database` (or `WAYPOINT_STORE`) keeps tabs' state and browsers'
/// `@AppStorage` there once a worker has called `install()`.
public enum PostgresStore {
  /// Lets `serveInBrowser()` and `WebServer` use `postgres://` and `postgresql://` addresses.
  public static func install() {
    SharedStateStores.register(schemes: ["postgres", "postgresql"]) {
      (address, logger) throws(StoreError) in
      PostgresStateStore(address: try StoreAddress(address), logger: logger)
    }
  }
}
