import Testing

@testable import WaypointTerminal

@Suite("Decoding keys")
struct KeyDecoderTests {
  private func keys(_ text: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(text.utf8))
  }

  @Test("Arrow keys arrive in either cursor mode")
  func arrows() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down])
  }

  @Test("A lone Esc is the Esc key; other function keys are ignored")
  func escape() {
    #expect(keys("\u{1B}") == [.escape])
    #expect(keys("\u{1B}[5~j") == [.character("j")])
  }

  @Test("Control keys and text")
  func controlAndText() {
    #expect(keys("\r\u{7F}\u{8}\t\u{3}") == [.enter, .backspace, .backspace, .tab, .interrupt])
    #expect(keys("qé漢 ") == [.character("q"), .character("é"), .character("漢"), .character(" ")])
  }

  @Test("Focus reports and Ctrl-Z are keys; SS3 O-prefixed keys are not focus reports")
  func focusAndSuspend() {
    #expect(keys("\u{1B}[O\u{1B}[I\u{1A}") == [.focusLost, .focusGained, .suspend])
    #expect(keys("\u{1B}OA\u{1B}[1;5I") == [.up])
  }

  @Test("A sequence split across reads is completed by the next read")
  func splitSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8), isEndOfRead: false) == [])
    #expect(decoder.decode(Array("A".utf8)) == [.up])
    #expect(decoder.decode(Array("é".utf8).prefix(1).map { $0 }, isEndOfRead: false) == [])
    #expect(decoder.decode(Array(Array("é".utf8).dropFirst())) == [.character("é")])
  }

  @Test("Invalid bytes are dropped without losing the keys after them")
  func invalidBytes() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0xC3, UInt8(ascii: "j")]) == [.character("j")])
  }
}

@Suite("Decoding editing keys")
struct EditingKeyDecoderTests {
  @Test("Delete is its own key; other tilde keys stay ignored")
  func delete() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[3~\u{1B}[5~x".utf8)) == [.delete, .character("x")])
  }
}
