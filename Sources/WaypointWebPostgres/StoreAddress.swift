import Foundation
import NIOSSL
import PostgresNIO
import WaypointWeb

/// A `postgres://user:password@host:port/database` address (`postgresql://` too), as
/// `--store` and `WAYPOINT_STORE` take it; `?sslmode=disable|prefer|require` chooses TLS
/// (off by default on loopback, preferred elsewhere) and `?host=/dir` a Unix socket's folder.
struct StoreAddress: Equatable, CustomStringConvertible {
  var host: String
  var port: Int
  var socketDirectory: String?
  var user: String
  var password: String?
  var database: String
  var sslMode: String

  /// Reads an address; a malformed one is an error saying what is wrong.
  init(_ text: String) throws(StoreError) {
    guard let components = URLComponents(string: text),
      components.scheme == "postgres" || components.scheme == "postgresql"
    else {
      throw StoreError(
        description: "the store must be a postgres://user@host:port/database address")
    }
    let query = Dictionary(
      (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
    host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "127.0.0.1"
    port = components.port ?? 5432
    socketDirectory = query["host"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    guard let user = components.user, !user.isEmpty else {
      throw StoreError(description: "the store address names no user (postgres://USER@…)")
    }
    self.user = user.removingPercentEncoding ?? user
    password = components.password.map { $0.removingPercentEncoding ?? $0 }
    let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : ""
    database = path.isEmpty ? self.user : path
    let loopback = ["127.0.0.1", "localhost", "::1"].contains(host) || socketDirectory != nil
    sslMode = query["sslmode"] ?? (loopback ? "disable" : "prefer")
    guard ["disable", "prefer", "require"].contains(sslMode) else {
      throw StoreError(description: "sslmode must be disable, prefer or require, not \(sslMode)")
    }
  }

  /// The address without its password, for logs and errors.
  var description: String {
    let place = socketDirectory.map { "\($0)/.s.PGSQL.\(port)" } ?? "\(host):\(port)"
    return "postgres://\(user)@\(place)/\(database)"
  }

  /// The client configuration for this address.
  var clientConfiguration: PostgresClient.Configuration {
    var configuration: PostgresClient.Configuration
    if let socketDirectory {
      configuration = .init(
        unixSocketPath: "\(socketDirectory)/.s.PGSQL.\(port)", username: user,
        password: password, database: database)
    } else {
      let tls: PostgresClient.Configuration.TLS =
        switch sslMode {
        case "require": .require(.makeClientConfiguration())
        case "prefer": .prefer(.makeClientConfiguration())
        default: .disable
        }
      configuration = .init(
        host: host, port: port, username: user, password: password, database: database, tls: tls)
    }
    configuration.options.connectTimeout = .seconds(3)
    configuration.options.maximumConnections = 8
    return configuration
  }
}
