/// Writes messages to a log, each at a level; on Linux, as lines on standard error:
/// `level [subsystem:category] message`, with `.private` values (and strings and objects of
/// `.auto` privacy) redacted as `<private>`.
public struct Logger: Sendable {
  /// The log written to.
  let log: OSLog

  /// A logger for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A logger that writes to `logObj`.
  public init(_ logObj: OSLog) { log = logObj }

  /// A logger for the default log, with no subsystem or category.
  public init() { log = .default }

  /// Writes `message` at `level`.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    guard log.isEnabled(type: level) else { return }
    let output = LogOutput.shared
    output.write(
      message.text(revealingPrivate: output.revealsPrivate), type: level, log: log)
  }

  /// Writes `message` at the default level.
  public func log(_ message: OSLogMessage) { log(level: .default, message) }
  /// Writes `message` at the default level (notice).
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// Writes `message` at the debug level.
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Writes `message` at the debug level, as `trace` does.
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Writes `message` at the info level.
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  /// Writes `message` at the error level.
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// Writes `message` at the error level, as `warning` does.
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  /// Writes `message` at the fault level.
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
  /// Writes `message` at the fault level, as `critical` does.
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
}
