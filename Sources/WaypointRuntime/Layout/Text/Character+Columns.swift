import Foundation

extension Character {
  /// How many columns of a fixed-pitch grid the character takes: 2 for wide East Asian
  /// characters and most emoji, 0 for combining marks, else 1. The terminal draws by it and the
  /// text metrics measure by it.
  public var cellColumns: Int {
    // Most text is ASCII, which takes one column and needs no look-up of Unicode properties.
    if isASCII { return 1 }
    guard let scalar = unicodeScalars.first else { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark { return 0 }
    if unicodeScalars.count > 1, scalar.properties.isEmojiPresentation { return 2 }
    return switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      2
    default:
      1
    }
  }
}
