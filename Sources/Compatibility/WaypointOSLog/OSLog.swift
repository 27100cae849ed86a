/// A log object: the subsystem and category its messages are filed under. On Linux its
/// messages are lines on standard error.
public final class OSLog: Sendable {
  /// A category with a meaning to the system, for signposts.
  public struct Category: RawRepresentable, Equatable, Hashable, Sendable {
    /// The category's name.
    public let rawValue: String

    /// A category named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Signposts that Instruments shows as points of interest.
    public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
    /// Signposts recorded only while a tool traces the process.
    public static let dynamicTracing = Category(rawValue: "DynamicTracing")
    /// Signposts recorded with their call stacks while a tool traces the process.
    public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
  }

  /// The subsystem, usually in reverse-DNS form (`com.example.app`); empty for the default log.
  public let subsystem: String
  /// The category within the subsystem (`network`); empty for the default log.
  public let category: String
  /// Whether messages are written at all; false only for `disabled`.
  let isWriting: Bool

  /// A log for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    self.isWriting = true
  }

  /// A log for `subsystem` and one of the system's categories.
  public convenience init(subsystem: String, category: OSLog.Category) {
    self.init(subsystem: subsystem, category: category.rawValue)
  }

  private init(disabled: Void) {
    self.subsystem = ""
    self.category = ""
    self.isWriting = false
  }

  /// The shared log with no subsystem or category.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that writes nothing.
  public static let disabled = OSLog(disabled: ())

  /// Whether a message of `type` is written: always, but for the disabled log.
  public func isEnabled(type: OSLogType) -> Bool { isWriting }

  /// Whether signposts are written, as debug lines: always, but for the disabled log.
  public var signpostsEnabled: Bool { isWriting }
}
