import Foundation
import Testing

@testable import WaypointOSLog

/// The lines of the stand-in's output go through one capture at a time.
@Suite("The OSLog stand-in: lines on standard error, private values redacted", .serialized)
struct LoggerTests {
  let logger = Logger(subsystem: "com.example.app", category: "network")

  @Test("each level writes its name, the subsystem and category, and the message")
  func levels() {
    let lines = LogOutput.shared.capture {
      logger.debug("d")
      logger.trace("t")
      logger.info("i")
      logger.notice("n")
      logger.log("l")
      logger.log(level: .error, "le")
      logger.error("e")
      logger.warning("w")
      logger.fault("f")
      logger.critical("c")
    }
    #expect(
      lines == [
        "debug [com.example.app:network] d", "debug [com.example.app:network] t",
        "info [com.example.app:network] i", "default [com.example.app:network] n",
        "default [com.example.app:network] l", "error [com.example.app:network] le",
        "error [com.example.app:network] e", "error [com.example.app:network] w",
        "fault [com.example.app:network] f", "fault [com.example.app:network] c",
      ])
  }

  @Test("strings and objects are redacted by default, numbers and Booleans shown")
  func automaticPrivacy() {
    let name = "Ada"
    let count = 3
    let error = URLError(.timedOut)
    let lines = LogOutput.shared.capture {
      logger.info("user \(name) has \(count) items, done: \(true)")
      logger.error("failed: \(error)")
      logger.info("list \([1, 2])")
    }
    #expect(
      lines == [
        "info [com.example.app:network] user <private> has 3 items, done: true",
        "error [com.example.app:network] failed: <private>",
        "info [com.example.app:network] list <private>",
      ])
  }

  @Test("privacy: .public shows, .private and .sensitive redact, mask: .hash hashes")
  func explicitPrivacy() {
    let token = "s3cret"
    let lines = LogOutput.shared.capture {
      logger.debug(
        "url \("https://example.com", privacy: .public) token \(token, privacy: .private)")
      logger.debug("n \(42, privacy: .private) s \(token, privacy: .sensitive)")
      logger.debug(
        "a \(token, privacy: .private(mask: .hash)) b \(token, privacy: .private(mask: .hash))")
    }
    #expect(lines[0] == "debug [com.example.app:network] url https://example.com token <private>")
    #expect(lines[1] == "debug [com.example.app:network] n <private> s <private>")
    let masks = lines[2].split(separator: " ").filter { $0.hasPrefix("'") }
    #expect(lines[2].hasPrefix("debug [com.example.app:network] a <mask.hash: '"))
    #expect(masks.count == 2 && masks[0] == masks[1])
    #expect(!lines[2].contains(token))
  }

  @Test("with private data shown, .private values appear but .sensitive ones do not")
  func revealed() {
    let token = "s3cret"
    let lines = LogOutput.shared.capture(revealingPrivate: true) {
      logger.info("\(token) \(token, privacy: .private) \(token, privacy: .sensitive)")
    }
    #expect(lines == ["info [com.example.app:network] s3cret s3cret <private>"])
  }

  @Test("format: and align: write numbers and strings as Apple's formats say")
  func formats() {
    let lines = LogOutput.shared.capture {
      logger.info("\(255, format: .hex) \(255, format: .hex(includePrefix: true, uppercase: true))")
      logger.info("\(8, format: .octal(includePrefix: true)) \(7, format: .decimal(minDigits: 3))")
      logger.info("\(5, format: .decimal(explicitPositiveSign: true)) \(UInt8(200), format: .hex)")
      logger.info("\(3.5) \(3.14159, format: .fixed(precision: 2)) \(1500.0, format: .exponential)")
      logger.info("\(0.5, format: .hybrid) \(Float(2.25), format: .fixed(precision: 1))")
      logger.info("\(true, format: .answer) \(false)")
      logger.info("[\("ab", align: .left(columns: 4), privacy: .public)]")
      logger.info("[\(12, align: .right(columns: 4))]")
    }
    let messages = lines.map {
      $0.replacingOccurrences(of: "info [com.example.app:network] ", with: "")
    }
    #expect(
      messages == [
        "ff 0XFF", "0o10 007", "+5 c8", "3.500000 3.14 1.500000e+03", "0.5 2.2", "YES false",
        "[ab  ]", "[  12]",
      ])
  }

  @Test("the default log and Logger() write no subsystem; a disabled log writes nothing")
  func defaultAndDisabled() {
    let lines = LogOutput.shared.capture {
      Logger().info("plain")
      Logger(OSLog.default).error("also")
      Logger(OSLog.disabled).fault("never")
      Logger(OSLog(subsystem: "s", category: "c")).debug("via OSLog")
    }
    #expect(lines == ["info plain", "error also", "debug [s:c] via OSLog"])
  }

  @Test("os_log formats printf-style, strings private unless {public}")
  func osLog() {
    let log = OSLog(subsystem: "com.example.app", category: "legacy")
    let lines = LogOutput.shared.capture {
      os_log("loaded %d of %@", log: log, type: .info, 3, "file.txt")
      os_log(
        "name %{public}@ id %{private}d ok %{bool}d 100%%", log: log, type: .error, "Ada", 7, 1)
      os_log(.fault, log: log, "pi %.2f", 3.14159)
      os_log("plain")
      os_log(.debug, log: log, "interpolated \(5) \("x", privacy: .public)")
    }
    #expect(
      lines == [
        "info [com.example.app:legacy] loaded 3 of <private>",
        "error [com.example.app:legacy] name Ada id <private> ok true 100%",
        "fault [com.example.app:legacy] pi 3.14",
        "default plain",
        "debug [com.example.app:legacy] interpolated 5 x",
      ])
  }

  @Test("signposts write debug lines; an interval's end says how long it took")
  func signposts() throws {
    let signposter = OSSignposter(subsystem: "com.example.app", category: .pointsOfInterest)
    var result = 0
    let lines = LogOutput.shared.capture {
      signposter.emitEvent("Tapped")
      let state = signposter.beginInterval("Load", "\(2) items")
      signposter.endInterval("Load", state)
      result = signposter.withIntervalSignpost("Sum") { 1 + 1 }
      OSSignposter.disabled.emitEvent("Never")
    }
    #expect(result == 2)
    #expect(lines.count == 5)
    #expect(lines[0] == "debug [com.example.app:PointsOfInterest] signpost event Tapped")
    #expect(lines[1] == "debug [com.example.app:PointsOfInterest] signpost begin Load: 2 items")
    #expect(lines[2].hasPrefix("debug [com.example.app:PointsOfInterest] signpost end Load ("))
    #expect(lines[2].hasSuffix(" ms)"))
    #expect(lines[3] == "debug [com.example.app:PointsOfInterest] signpost begin Sum")
  }

  @Test("a message's values are not read when its log is disabled")
  func lazy() {
    var reads = 0
    func value() -> Int {
      reads += 1
      return reads
    }
    _ = LogOutput.shared.capture {
      Logger(OSLog.disabled).info("\(value())")
      logger.info("\(value())")
    }
    #expect(reads == 1)
  }
}
