/// The level of a log message: whether the system keeps it, and how it shows it.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
  /// The level's number, as Apple's `os_log_type_t` has it.
  public let rawValue: UInt8

  /// A level of `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The default level, for messages that may matter to finding a failure (`Logger.notice`).
  public static let `default` = OSLogType(rawValue: 0x00)
  /// Information that is helpful but not essential to finding a failure.
  public static let info = OSLogType(rawValue: 0x01)
  /// Information useful only while debugging.
  public static let debug = OSLogType(rawValue: 0x02)
  /// An error of the process.
  public static let error = OSLogType(rawValue: 0x10)
  /// A fault: a bug, or an error of the system.
  public static let fault = OSLogType(rawValue: 0x11)

  /// The level's name as a line of the log shows it: `default`, `info`, `debug`, `error`,
  /// `fault`.
  public var name: String {
    switch self {
    case .info: "info"
    case .debug: "debug"
    case .error: "error"
    case .fault: "fault"
    default: "default"
    }
  }
}
