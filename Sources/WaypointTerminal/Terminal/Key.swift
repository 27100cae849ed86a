/// A key the user pressed, decoded from the terminal's input bytes.
public enum Key: Sendable, Equatable {
  /// ↑
  case up
  /// ↓
  case down
  /// ←
  case left
  /// →
  case right
  /// Enter or Return.
  case enter
  /// Esc on its own.
  case escape
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Ctrl-C, which raw mode delivers as a key rather than a signal.
  case interrupt
  /// A printable character, including space.
  case character(Character)
  /// Ctrl and a letter (`.control("s")` for Ctrl-S), other than the letters the terminal reads
  /// as keys of their own (Ctrl-C, Ctrl-H, Ctrl-I, Ctrl-J, Ctrl-M, Ctrl-Z).
  case control(Character)
  /// Alt (or Option, or Esc first) and a character.
  case alt(Character)
  /// Ctrl-Z, which raw mode delivers as a key rather than a stop signal.
  case suspend
  /// The terminal window gained the focus (focus reporting, `ESC [ I`).
  case focusGained
  /// The terminal window lost the focus (`ESC [ O`).
  case focusLost
  /// The Delete (forward delete) key, `ESC [ 3 ~`.
  case delete
  /// The terminal answering a question the app asked it (not a key the user pressed).
  case reply(TerminalReply)
}

/// What a terminal answers to the questions the renderer asks at start.
public enum TerminalReply: Sendable, Equatable {
  /// The kitty graphics protocol's answer to a query: `OK`, or an error.
  case graphics(isOK: Bool)
  /// Primary device attributes (`ESC [ ? 62 ; 4 c`): the terminal's class and features, 4
  /// meaning sixel graphics.
  case deviceAttributes([Int])
}

/// Turns the bytes a terminal sends into keys: UTF-8 text, control keys, and the escape
/// sequences of arrow keys in both cursor modes.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  /// Creates a decoder.
  public init() {}

  /// The keys in `bytes`, keeping an incomplete sequence at the end for the next call unless
  /// `isEndOfRead` says nothing more came with it (a lone Esc is then the Esc key).
  public mutating func decode(_ bytes: [UInt8], isEndOfRead: Bool = true) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x1B:
        guard index + 1 < pending.count else {
          if isEndOfRead {
            keys.append(.escape)
            index += 1
          }
          pending.removeFirst(index)
          return keys
        }
        let next = pending[index + 1]
        if next == UInt8(ascii: "_") {
          // An application program command (the kitty graphics protocol's answer), up to ST.
          guard let end = Self.stringTerminator(in: pending, from: index + 2) else {
            // Wait for the rest; a terminal never sends one without its end.
            if pending.count - index > 4096 { index = pending.count }
            pending.removeFirst(index)
            return keys
          }
          let body = pending[(index + 2)..<end]
          if body.first == UInt8(ascii: "G") {
            let text = String(decoding: body, as: UTF8.self)
            keys.append(.reply(.graphics(isOK: text.hasSuffix(";OK"))))
          }
          index = end + 2
          continue
        }
        guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
          // Alt and a printable character arrive as Esc and the character.
          if (0x21...0x7E).contains(next) {
            keys.append(.alt(Character(UnicodeScalar(next))))
            index += 2
          } else {
            keys.append(.escape)
            index += 1
          }
          continue
        }
        // CSI or SS3: parameters, then one final byte from @ to ~.
        var end = index + 2
        while end < pending.count && !(0x40...0x7E).contains(pending[end]) { end += 1 }
        guard end < pending.count else {
          if !isEndOfRead {
            pending.removeFirst(index)
            return keys
          }
          keys.append(.escape)
          index = pending.count
          continue
        }
        let isCSI = next == UInt8(ascii: "[")
        switch pending[end] {
        case UInt8(ascii: "I") where isCSI && end == index + 2: keys.append(.focusGained)
        case UInt8(ascii: "O") where isCSI && end == index + 2: keys.append(.focusLost)
        case UInt8(ascii: "A"): keys.append(.up)
        case UInt8(ascii: "B"): keys.append(.down)
        case UInt8(ascii: "C"): keys.append(.right)
        case UInt8(ascii: "D"): keys.append(.left)
        case UInt8(ascii: "Z"): keys.append(.backTab)
        case UInt8(ascii: "c")
        where isCSI && end > index + 2 && pending[index + 2] == UInt8(ascii: "?"):
          let parameters = String(decoding: pending[(index + 3)..<end], as: UTF8.self)
          keys.append(
            .reply(.deviceAttributes(parameters.split(separator: ";").compactMap { Int($0) })))
        case UInt8(ascii: "~")
        where isCSI && pending[(index + 2)..<end].elementsEqual([UInt8(ascii: "3")]):
          keys.append(.delete)
        default: break  // Other function keys are not used.
        }
        index = end + 1
      case 0x0D, 0x0A:
        keys.append(.enter)
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x1A:
        keys.append(.suspend)
        index += 1
      case 0x01...0x1A:
        // Ctrl and a letter: 0x01 is Ctrl-A.
        keys.append(.control(Character(UnicodeScalar(byte + 0x60))))
        index += 1
      case 0x00..<0x20:
        index += 1
      default:
        let length = Self.sequenceLength(leading: byte)
        guard index + length <= pending.count else {
          if isEndOfRead { index = pending.count }
          pending.removeFirst(index)
          return keys
        }
        let scalarBytes = pending[index..<(index + length)]
        guard scalarBytes.dropFirst().allSatisfy({ (0x80...0xBF).contains($0) }) else {
          // Not a character: drop the stray leading byte and decode what follows it.
          index += 1
          continue
        }
        if let text = String(validating: scalarBytes, as: UTF8.self), let character = text.first {
          keys.append(.character(character))
        }
        index += length
      }
    }
    pending.removeAll()
    return keys
  }

  /// Where `ESC \\` (the string terminator) starts at or after `start`.
  private static func stringTerminator(in bytes: [UInt8], from start: Int) -> Int? {
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "\\") { return index }
      index += 1
    }
    return nil
  }

  private static func sequenceLength(leading byte: UInt8) -> Int {
    switch byte {
    case 0xF0...0xF7: 4
    case 0xE0...0xEF: 3
    case 0xC0...0xDF: 2
    default: 1
    }
  }
}
