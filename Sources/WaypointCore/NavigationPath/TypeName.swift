import Foundation

/// How Waypoint names types in a path's Codable form: Apple's spelling, whatever the platform.
///
/// On Linux, Foundation's value types live in `FoundationEssentials` (and a few in
/// `FoundationInternationalization`); Apple's platforms name them `Foundation.UUID`. Paths are
/// written with Apple's spelling so they restore on either side, and read in either spelling.
package enum TypeName {
  private static let linuxFoundationModules = [
    "FoundationEssentials", "FoundationInternationalization",
  ]

  /// The module-qualified name of `type` as SwiftUI on Apple's platforms writes it.
  package static func qualified(_ type: Any.Type) -> String {
    canonical(_typeName(type, qualified: true))
  }

  /// The name of `type` without its module, as bare names in saved paths spell it.
  static func unqualified(_ type: Any.Type) -> String {
    _typeName(type, qualified: false)
  }

  /// The mangled name of `type` in Apple's spelling, when the runtime can give one.
  static func mangled(_ type: Any.Type) -> String? {
    _mangledTypeName(type).map(canonicalMangled)
  }

  /// Rewrites Linux's Foundation module names in a qualified name to Apple's.
  static func canonical(_ name: String) -> String {
    guard name.contains("Foundation") else { return name }
    var result = name
    for module in linuxFoundationModules {
      result = replacingModule(module, with: "Foundation", in: result)
    }
    return result
  }

  /// Rewrites Linux's Foundation module names in a mangled name to Apple's.
  static func canonicalMangled(_ name: String) -> String {
    guard name.contains("Foundation") else { return name }
    var result = name
    for module in linuxFoundationModules {
      result = result.replacingOccurrences(
        of: "\(module.utf8.count)\(module)", with: "10Foundation")
    }
    return result
  }

  /// Replaces `module.` where it starts a name (at the start, or after a non-identifier
  /// character such as `<`, `,` or a space), so `MyFoundationEssentials.X` is left alone.
  private static func replacingModule(_ module: String, with replacement: String, in name: String)
    -> String
  {
    let needle = Array("\(module).".utf8)
    let bytes = Array(name.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      let atBoundary = index == 0 || !isIdentifierByte(bytes[index - 1])
      if atBoundary, bytes[index...].starts(with: needle) {
        output.append(contentsOf: "\(replacement).".utf8)
        index += needle.count
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}
