import Foundation

/// The kinds of background tasks that your app or extension can create, for the
/// `backgroundTask(_:action:)` scene modifier.
public struct BackgroundTask<Request, Response>: Sendable, CustomStringConvertible {
  /// The task as Swift source, such as `.appRefresh("refresh")`.
  public let description: String
  let matches: @Sendable (String) -> Bool

  init(_ description: String, matches: @escaping @Sendable (String) -> Bool = { _ in true }) {
    self.description = description
    self.matches = matches
  }
}

extension BackgroundTask {
  /// A task that responds to background URL sessions, any identifier.
  public static var urlSession: BackgroundTask<String, Void> {
    BackgroundTask<String, Void>(".urlSession")
  }

  /// A task that responds to the background URL session with `identifier`.
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask<Void, Void>(".urlSession(\(identifier.debugDescription))") { $0 == identifier }
  }

  /// A task that responds to background URL sessions whose identifiers `matching` accepts.
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool)
    -> BackgroundTask<String, Void>
  {
    BackgroundTask<String, Void>(".urlSession(matching:)", matches: matching)
  }

  /// A task that updates your app in the background, scheduled under `identifier`.
  @available(macOS, unavailable)
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask<Void, Void>(".appRefresh(\(identifier.debugDescription))") { $0 == identifier }
  }
}
