import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import WaypointCore

@Suite("JSON text against Foundation's coders, on random values")
struct JSONTextPropertyTests {
  /// Characters that need escaping, sort unusually or compare equal to others under `==`.
  static let alphabet = Array(
    "aZ09 \"\\/\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}é\u{301}漢😀\u{212A}K\u{2028}")

  static func text(_ random: inout SplitMix) -> String {
    String(
      (0..<random.int(in: 0...8)).map { _ in alphabet[random.int(in: 0...(alphabet.count - 1))] })
  }

  /// A finite number: arbitrary bits, or a short decimal.
  static func double(_ random: inout SplitMix) -> Double {
    if random.int(in: 0...1) == 0 {
      let value = Double(bitPattern: random.next())
      return value.isFinite ? value : 0
    }
    return Double(random.int(in: -99_999...99_999)) / pow(10, Double(random.int(in: 0...6)))
  }

  static func scalars(_ random: inout SplitMix) -> Scalars {
    let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
    return Scalars(
      bool: random.int(in: 0...1) == 0, int: Int(truncatingIfNeeded: random.next()),
      int8: Int8(truncatingIfNeeded: random.next()),
      int16: Int16(truncatingIfNeeded: random.next()),
      int32: Int32(truncatingIfNeeded: random.next()),
      int64: Int64(truncatingIfNeeded: random.next()),
      uint: UInt(truncatingIfNeeded: random.next()),
      uint8: UInt8(truncatingIfNeeded: random.next()),
      uint16: UInt16(truncatingIfNeeded: random.next()),
      uint32: UInt32(truncatingIfNeeded: random.next()), uint64: random.next(),
      float: float.isFinite ? float : -0.0, double: double(&random), string: text(&random))
  }

  static func catalog(_ random: inout SplitMix, depth: Int = 2) -> Catalog {
    Catalog(
      title: text(&random),
      tags: (0..<random.int(in: 0...3)).map { _ in text(&random) },
      scores: Dictionary(
        (0..<random.int(in: 0...4)).map { _ in (text(&random), random.int(in: -9...9)) },
        uniquingKeysWith: { first, _ in first }),
      byNumber: [random.int(in: -5...5): text(&random)],
      matrix: (0..<random.int(in: 0...2)).map { _ in
        (0..<random.int(in: 0...3)).map { _ in double(&random) }
      },
      children: depth == 0
        ? [] : (0..<random.int(in: 0...2)).map { _ in catalog(&random, depth: depth - 1) },
      note: random.int(in: 0...1) == 0 ? nil : text(&random))
  }

  static func route(_ random: inout SplitMix, depth: Int = 2) -> SampleRoute {
    switch random.int(in: 0...4) {
    case 0: .home
    case 1: .item(id: random.int(in: -1000...1000), title: text(&random))
    case 2: .search(text(&random), page: random.int(in: 0...1) == 0 ? nil : random.int(in: 0...9))
    case 3:
      .nested(
        depth == 0 ? [] : (0..<random.int(in: 0...3)).map { _ in route(&random, depth: depth - 1) })
    default: .pair(random.int(in: .min ... .max), random.int(in: -1...1))
    }
  }

  @Test("random values are written byte for byte as JSONEncoder writes them, and read back alike")
  func randomValues() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SplitMix(seed: UInt64(seed))
      let scalars = Self.scalars(&random)
      expectSameText(scalars, fast: true)
      expectSameRoundTrip(scalars, fast: true)
      let catalog = Self.catalog(&random)
      expectSameText(catalog, fast: true)
      expectSameRoundTrip(catalog, fast: true)
      let route = Self.route(&random)
      expectSameText(route, fast: true)
      expectSameRoundTrip(route, fast: true)
      let key = Self.text(&random)
      expectSameText([key: Self.double(&random)], fast: key.unicodeScalars.allSatisfy(\.isASCII))
    }
  }

  @Test("numbers read back to the same bits as JSONDecoder reads them")
  func randomNumbers() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SplitMix(seed: UInt64(seed))
      let double = Self.double(&random)
      let text = "\(double)"
      let read = try? JSONText.decode(Double.self, from: text)
      let reference = try? JSONDecoder().decode(Double.self, from: Data(text.utf8))
      #expect(read?.bitPattern == reference?.bitPattern, "\(text)")
      let float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
      if float.isFinite {
        let floatText = "\(float)"
        let readFloat = try? JSONText.decode(Float.self, from: floatText)
        let referenceFloat = try? JSONDecoder().decode(Float.self, from: Data(floatText.utf8))
        #expect(readFloat?.bitPattern == referenceFloat?.bitPattern, "\(floatText)")
      }
    }
  }

  @Test("text with a byte changed, added or removed is read as JSONDecoder reads it, or left to it")
  func corruptedText() async {
    let sample = #"{"\/":[1,-2.5e3,0.5],"s":"a\u00e9\n","b":true,"n":null,"k":{"x":{"y":7}}} "#
    expectSameValue(CorruptionSample.self, from: sample, fast: true)
    let bytes = Array(sample.utf8)
    let replacements = Array(#"{}[]:,"\ -+.0123456789eEtrufalsn/u"#.utf8) + [0x09, 0xC3, 0xA9]
    await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max)) { seed in
      var random = SplitMix(seed: UInt64(seed))
      var corrupted = bytes
      for _ in 0...random.int(in: 0...2) {
        let index = random.int(in: 0...(corrupted.count - 1))
        let byte = replacements[random.int(in: 0...(replacements.count - 1))]
        switch random.int(in: 0...2) {
        case 0: corrupted[index] = byte
        case 1: corrupted.insert(byte, at: index)
        default: corrupted.remove(at: index)
        }
      }
      let text = String(decoding: corrupted, as: UTF8.self)
      expectSameValue(CorruptionSample.self, from: text, fast: false)
    }
  }
}

/// The shape of the text the corruption test changes, read without probing, so that whatever
/// the reader accepts it reads to the end.
struct CorruptionSample: Decodable, Equatable {
  var numbers: [Double]
  var string: String
  var flag: Bool
  var nothing: Int?
  var nested: [String: [String: Int]]

  enum CodingKeys: String, CodingKey {
    case numbers = "/"
    case string = "s"
    case flag = "b"
    case nothing = "n"
    case nested = "k"
  }
}
