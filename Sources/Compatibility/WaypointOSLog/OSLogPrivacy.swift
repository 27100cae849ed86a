/// Whether a value interpolated into a log message is shown or redacted.
public struct OSLogPrivacy: Equatable, Sendable {
  /// How a redacted value is masked.
  public struct Mask: Equatable, Sendable {
    let hashes: Bool

    /// The value is replaced by `<private>`.
    public static let none = Mask(hashes: false)
    /// The value is replaced by a hash of it, so that equal values can be matched.
    public static let hash = Mask(hashes: true)
  }

  enum Level: Equatable, Sendable {
    case automatic, open, closed, sensitive
  }

  let level: Level
  let mask: Mask

  /// The system decides: dynamic strings and objects are redacted, numbers and Booleans shown.
  public static let auto = OSLogPrivacy(level: .automatic, mask: .none)
  /// The value is shown.
  public static let `public` = OSLogPrivacy(level: .open, mask: .none)
  /// The value is redacted (`<private>`), unless private data logging is on.
  public static let `private` = OSLogPrivacy(level: .closed, mask: .none)
  /// The value is redacted even when private data logging is on.
  public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)

  /// As `auto`, masked by `mask` when redacted.
  public static func auto(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .automatic, mask: mask)
  }

  /// As `private`, masked by `mask`.
  public static func `private`(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .closed, mask: mask)
  }

  /// As `sensitive`, masked by `mask`.
  public static func sensitive(mask: Mask) -> OSLogPrivacy {
    OSLogPrivacy(level: .sensitive, mask: mask)
  }

  /// `text` as the log shows it: itself, `<private>`, or `<mask.hash: '…'>`.
  func apply(to text: String, isScalar: Bool, revealingPrivate: Bool) -> String {
    let redacted: Bool
    switch level {
    case .open: redacted = false
    case .automatic: redacted = !isScalar && !revealingPrivate
    case .closed: redacted = !revealingPrivate
    case .sensitive: redacted = true
    }
    guard redacted else { return text }
    guard mask.hashes else { return "<private>" }
    // FNV-1a over the UTF-8 bytes: equal values give equal masks within and across runs.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let bytes = (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * $0)) }
    return "<mask.hash: '\(base64(bytes))'>"
  }

  private func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    var result = ""
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      var value = 0
      for (offset, byte) in chunk.enumerated() { value |= Int(byte) << (16 - 8 * offset) }
      for position in 0..<4 {
        result.append(
          position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 0x3F] : "=")
      }
      index += 3
    }
    return result
  }
}
