/// A kind of work the system runs while the app is in the background, which a scene answers
/// with `backgroundTask(_:action:)`.
public struct BackgroundTask<Request, Response>: Sendable {
  /// The task as Swift source (`.appRefresh("refresh")`).
  let source: String
}

extension BackgroundTask: CustomStringConvertible {
  /// The task as Swift source.
  public var description: String { source }
}

extension BackgroundTask {
  /// Events of every background URL session, by session identifier.
  public static var urlSession: BackgroundTask<String, Void> {
    BackgroundTask<String, Void>(source: ".urlSession")
  }

  /// Events of the background URL session named `identifier`.
  public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask<Void, Void>(source: ".urlSession(\(identifier.debugDescription))")
  }

  /// Events of the background URL sessions whose identifiers `matching` accepts.
  public static func urlSession(matching: @escaping @Sendable (String) -> Bool)
    -> BackgroundTask<String, Void>
  {
    BackgroundTask<String, Void>(source: ".urlSession(matching:)")
  }

  /// The app refresh task scheduled under `identifier`.
  public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
    BackgroundTask<Void, Void>(source: ".appRefresh(\(identifier.debugDescription))")
  }
}
