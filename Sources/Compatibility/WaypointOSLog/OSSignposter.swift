import Foundation

/// An identifier that tells overlapping signpost intervals of one name apart.
public struct OSSignpostID: Equatable, Hashable, Comparable, Sendable {
  /// The identifier's number.
  public let rawValue: UInt64

  /// An identifier of `value`.
  public init(_ value: UInt64) { rawValue = value }

  /// A new identifier, unique in the process, for signposts of `log`.
  public init(log: OSLog) { rawValue = OSSignpostID.next() }

  /// The identifier of `object` for signposts of `log`: the same for the same object.
  public init(log: OSLog, object: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object)))
  }

  /// For intervals that never overlap.
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  /// No identifier.
  public static let invalid = OSSignpostID(~0)
  /// The null identifier.
  public static let null = OSSignpostID(0)

  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  private static let counter = Counter()

  private static func next() -> UInt64 { counter.next() }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 1

    func next() -> UInt64 {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}

/// The kind of a signpost of `os_signpost`.
public struct OSSignpostType: RawRepresentable, Equatable, Hashable, Sendable {
  /// The kind's number.
  public let rawValue: UInt8

  /// A kind of `rawValue`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// A single point in time.
  public static let event = OSSignpostType(rawValue: 0)
  /// The start of an interval.
  public static let begin = OSSignpostType(rawValue: 1)
  /// The end of an interval.
  public static let end = OSSignpostType(rawValue: 2)

  var name: String {
    switch self {
    case .begin: "begin"
    case .end: "end"
    default: "event"
    }
  }
}

/// A begun signpost interval, which `OSSignposter.endInterval(_:_:)` ends.
public struct OSSignpostIntervalState: Sendable {
  /// The interval's identifier.
  public let signpostID: OSSignpostID
  let start: Date
}

/// Marks points of interest and intervals of a program. On Linux no tool records them: each
/// signpost is a debug line on standard error (`debug [subsystem:category] signpost begin
/// Name: message`), and an interval's end line says how long it took.
public struct OSSignposter: Sendable {
  let log: OSLog

  /// A signposter for `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A signposter for `subsystem` and one of the system's categories.
  public init(subsystem: String, category: OSLog.Category) {
    log = OSLog(subsystem: subsystem, category: category)
  }

  /// A signposter that writes to `logger`'s log.
  public init(logger: Logger) { log = logger.log }

  /// A signposter that writes to `logHandle`.
  public init(logHandle: OSLog) { log = logHandle }

  /// A signposter for the default log.
  public init() { log = .default }

  /// A signposter that writes nothing.
  public static var disabled: OSSignposter { OSSignposter(logHandle: .disabled) }

  /// Whether its signposts are written.
  public var isEnabled: Bool { log.signpostsEnabled }

  /// A new identifier, unique in the process.
  public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }

  /// The identifier of `object`.
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID {
    OSSignpostID(log: log, object: object)
  }

  /// Writes a point of interest named `name`.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {
    emitEvent(name, id: id, "")
  }

  /// Writes a point of interest named `name` with `message`.
  public func emitEvent(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
  ) {
    Signposts.write("event", name, id, nil, message, log: log)
  }

  /// Begins an interval named `name`.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive)
    -> OSSignpostIntervalState
  {
    beginInterval(name, id: id, "")
  }

  /// Begins an interval named `name` with `message`.
  public func beginInterval(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
  ) -> OSSignpostIntervalState {
    Signposts.write("begin", name, id, nil, message, log: log)
    return OSSignpostIntervalState(signpostID: id, start: Date())
  }

  /// Begins an interval named `name` for an animation, as `beginInterval` does.
  public func beginAnimationInterval(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage
  ) -> OSSignpostIntervalState {
    beginInterval(name, id: id, message)
  }

  /// Ends the interval `state`; its line says how long it took.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {
    endInterval(name, state, "")
  }

  /// Ends the interval `state` with `message`.
  public func endInterval(
    _ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage
  ) {
    Signposts.write("end", name, state.signpostID, state.start, message, log: log)
  }

  /// Runs `task` in an interval named `name`.
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T
  ) rethrows -> T {
    try withIntervalSignpost(name, id: id, "", around: task)
  }

  /// Runs `task` in an interval named `name` with `message`.
  public func withIntervalSignpost<T>(
    _ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
    around task: () throws -> T
  ) rethrows -> T {
    let state = beginInterval(name, id: id, message)
    defer { endInterval(name, state) }
    return try task()
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a signpost of `type` named `name` to `log`, as a debug line.
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive
) {
  Signposts.write(type.name, name, signpostID, nil, "", log: log)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Writes a signpost of `type` named `name` to `log` with a `printf`-style message, as a debug
/// line.
public func os_signpost(
  _ type: OSSignpostType, dso: UnsafeRawPointer = #dsohandle, log: OSLog, name: StaticString,
  signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...
) {
  guard log.signpostsEnabled else { return }
  let output = LogOutput.shared
  let text = LogFormat.text(format.description, arguments, revealingPrivate: output.revealsPrivate)
  Signposts.write(type.name, name, signpostID, nil, OSLogMessage(stringLiteral: text), log: log)
}

/// The debug lines of signposts.
enum Signposts {
  static func write(
    _ kind: String, _ name: StaticString, _ id: OSSignpostID, _ start: Date?,
    _ message: OSLogMessage, log: OSLog
  ) {
    guard log.signpostsEnabled else { return }
    let output = LogOutput.shared
    var line = "signpost \(kind) \(name)"
    if id != .exclusive { line += " #\(id.rawValue)" }
    if let start {
      line += String(format: " (%.3f ms)", Date().timeIntervalSince(start) * 1000)
    }
    let text = message.text(revealingPrivate: output.revealsPrivate)
    if !text.isEmpty { line += ": " + text }
    output.write(line, type: .debug, log: log)
  }
}
