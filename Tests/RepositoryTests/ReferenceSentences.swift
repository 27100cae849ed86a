import Foundation

/// The hashed reference sentences in `Data/ReferenceSentences.txt` (written by
/// `Scripts/hash-reference-abstracts.py` from Apple's documentation abstracts and the Combine
/// summaries OpenCombine repeats), and the test of whether a sentence copies one of them.
///
/// A sentence is a copy when it is one with at most three words in ten changed (word edit
/// distance), or when it holds at least 85% of a reference sentence of six words or more, in
/// order and mostly as consecutive pairs, and is not more than twice as long. The normalisation
/// and the hash match the script's.
struct ReferenceSentences {
  let sentences: [[UInt32]]
  private let byPair: [UInt64: [Int]]

  init(contentsOf url: URL) throws {
    var sentences: [[UInt32]] = []
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    where !line.hasPrefix("#") {
      let digits = Array(line.utf8)
      sentences.append(
        stride(from: 0, to: digits.count - 5, by: 6).compactMap {
          UInt32(String(decoding: digits[$0..<$0 + 6], as: UTF8.self), radix: 16)
        })
    }
    var byPair: [UInt64: [Int]] = [:]
    for (index, words) in sentences.enumerated() {
      for key in Set(Self.pairs(words)) { byPair[key, default: []].append(index) }
    }
    self.sentences = sentences
    self.byPair = byPair
  }

  /// Whether `sentence` copies a reference sentence, or copies it with a few words changed.
  func isCopy(_ sentence: String) -> Bool {
    let words = Self.normalisedWords(sentence).map(Self.wordHash)
    guard words.count >= 3 else { return false }
    // Counting into an array, not a dictionary: common pairs ("of the") name thousands.
    var shared = [Int32](repeating: 0, count: sentences.count)
    var candidates: [Int] = []
    for key in Self.pairs(words) {
      for index in byPair[key] ?? [] {
        if shared[index] == 0 { candidates.append(index) }
        shared[index] += 1
      }
    }
    return candidates.contains { index in
      let reference = sentences[index]
      let pairs = Int(shared[index])
      let (shorter, longest) = (
        min(words.count, reference.count), max(words.count, reference.count)
      )
      // Each edit breaks at most two of the reference's word pairs, so a sentence within three
      // edits in ten keeps most of them; the lengths, too, are then within 70% of each other.
      let edits = 3 * longest / 10
      if 10 * shorter >= 7 * longest, pairs >= reference.count - 1 - 2 * edits,
        Double(longest - Self.editDistance(words, reference)) / Double(longest) >= 0.7
      {
        return true
      }
      return reference.count >= 6 && words.count <= 2 * reference.count
        && 2 * pairs >= reference.count - 1
        && Double(Self.commonSubsequence(words, reference)) / Double(reference.count) >= 0.85
    }
  }

  /// Lower-case words of letters and digits, with apostrophes and Markdown link targets dropped.
  static func normalisedWords(_ sentence: String) -> [String] {
    var text = sentence.lowercased()
    if text.contains("](") { text = text.replacing(/\[([^\]]*)\]\([^)]*\)/) { String($0.1) } }
    let kept = text.unicodeScalars.compactMap { scalar -> Character? in
      switch scalar {
      case "'", "\u{2018}", "\u{2019}": nil
      case "a"..."z", "0"..."9": Character(scalar)
      default: " "
      }
    }
    return String(kept).split(separator: " ").map(String.init)
  }

  /// FNV-1a over the word's UTF-8 bytes, kept to 24 bits.
  static func wordHash(_ word: String) -> UInt32 {
    var value: UInt32 = 0x811C_9DC5
    for byte in word.utf8 {
      value ^= UInt32(byte)
      value = value &* 0x0100_0193
    }
    return value & 0xFF_FFFF
  }

  /// Sentences of a paragraph: a break after `.`, `!` or `?` when a capital or a backtick follows.
  static func sentences(of paragraph: String) -> [String] {
    var result: [String] = []
    var current = ""
    var characters = paragraph.makeIterator()
    var pendingBreak = false
    while let character = characters.next() {
      if pendingBreak, character.isWhitespace { continue }
      if pendingBreak {
        pendingBreak = false
        if character.isUppercase || character == "`" {
          result.append(current)
          current = ""
        } else {
          current.append(" ")
        }
      }
      if ".!?".contains(character), let last = current.last, !last.isWhitespace {
        current.append(character)
        var lookahead = characters
        if let next = lookahead.next(), next.isWhitespace { pendingBreak = true }
        continue
      }
      current.append(character)
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  private static func pairs(_ words: [UInt32]) -> [UInt64] {
    zip(words, words.dropFirst()).map { UInt64($0) << 32 | UInt64($1) }
  }

  private static func editDistance(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }

  private static func commonSubsequence(_ a: [UInt32], _ b: [UInt32]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
      var current = [0]
      for (j, y) in b.enumerated() {
        current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
      }
      previous = current
    }
    return previous[b.count]
  }
}
