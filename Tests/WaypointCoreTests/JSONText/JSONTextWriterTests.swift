import Foundation
import Testing

@testable import WaypointCore

@Suite("JSON text written as JSONEncoder writes it")
struct JSONTextWriterTests {
  @Test("scalars, Foundation's types, nesting, enums and awkward keys match JSONEncoder's bytes")
  func commonShapes() {
    expectSameText(Scalars(), fast: true)
    expectSameText(FoundationValues(), fast: true)
    expectSameText(AwkwardKeys(), fast: true)
    expectSameText(BenchmarkItem(id: 7, name: "Item number 7"), fast: true)
    for flavor in Flavor.allCases { expectSameText(flavor, fast: true) }
    let routes: [SampleRoute] = [
      .home, .item(id: 3, title: "Tea"), .search("a/b", page: nil), .search("", page: 2),
      .nested([.home, .pair(1, 2), .nested([])]), .pair(-1, .max),
    ]
    for route in routes { expectSameText(route, fast: true) }
    expectSameText(routes, fast: true)
    let catalog = Catalog(
      title: "Desserts", tags: ["sweet", "cold"], scores: ["b": 2, "a": 1, "B": 3, "é": 4],
      byNumber: [10: "ten", 2: "two", -1: "minus one"],
      byID: [UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!: true],
      matrix: [[1, 2.5], [], [-0.0, 1e-7, 1e300]],
      children: [Catalog(title: "Pies", note: "warm"), Catalog(title: "Ices")], note: nil)
    expectSameText(catalog, fast: true)
    expectSameText([String: [Int]](), fast: true)
    expectSameText([Int](), fast: true)
    expectSameText(Set([3, 1, 2]), fast: true)
    expectSameText(Optional<Int>.none, fast: true)
    expectSameText(Optional(Optional(5)), fast: true)
  }

  @Test("top-level values of Foundation's types match JSONEncoder's: Date, Data, URL, UUID")
  func foundationTopLevel() {
    expectSameText(Date(timeIntervalSinceReferenceDate: -1.5), fast: true)
    expectSameText(Date(timeIntervalSince1970: 0), fast: true)
    expectSameText(Data(), fast: true)
    expectSameText(Data((0...255).map(UInt8.init)), fast: true)
    expectSameText(URL(string: "https://example.com/%20?q=1")!, fast: true)
    expectSameText(URL(fileURLWithPath: "/tmp/a b/c"), fast: true)
    expectSameText(UUID(), fast: true)
    expectSameText(Optional(Data([1, 2, 3])), fast: true)
    expectSameText([Date(timeIntervalSinceReferenceDate: 0), Date.distantFuture], fast: true)
  }

  @Test("strings are escaped as JSONEncoder escapes them, control characters included")
  func escaping() {
    let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
    for text in [
      "", "plain", "quote \" and backslash \\ and slash /", controls, "\u{7F}\u{80}\u{2028}",
      "café, cafe\u{301}, 漢字, 😀, \u{212A}", "\r\n", "\\u0041", "</script>",
    ] {
      expectSameText(text, fast: true)
      expectSameText([text: text], fast: true)
    }
  }

  @Test("numbers are written as JSONEncoder writes them")
  func numbers() {
    let doubles: [Double] = [
      0, -0.0, 1, -1, 0.1, 1.5, 100, 1e15, 1e16, 1e17, 123_456_789.125, 1e-7,
      .leastNonzeroMagnitude,
      .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .pi,
      9_007_199_254_740_994, 0.000_1, 2.5e-5,
    ]
    for value in doubles {
      expectSameText(value, fast: true)
      expectSameText(Float(value).isFinite ? Float(value) : 1, fast: true)
    }
    expectSameText([Int8.min, 0, Int8.max], fast: true)
    expectSameText([UInt64.max], fast: true)
    expectSameText(Int128.min, fast: true)
    expectSameText(UInt128.max, fast: true)
  }

  @Test("the coding paths a value sees are the ones JSONEncoder shows it")
  func codingPaths() {
    expectSameText(CustomCodings.PathReporter(depth: 3), fast: true)
    expectSameText([CustomCodings.PathReporter(depth: 1)], fast: true)
  }

  @Test("what JSONEncoder does specially is left to it, never written differently")
  func leftToJSONEncoder() {
    expectSameText(WithDecimal(), fast: false)
    expectSameText(Decimal(string: "-0.001")!, fast: false)
    expectSameText(CustomCodings.Dog(), fast: false)
    expectSameText(CustomCodings.Interleaved(), fast: false)
    expectSameText(CustomCodings.KeyedTwice(), fast: false)
    expectSameText(CustomCodings.SameKeyTwice(), fast: false)
    expectSameText(CustomCodings.EquivalentKeys(), fast: false)
    expectSameText(CustomCodings.EncodesNothing(), fast: false)
    expectSameText(CustomCodings.HoldsNothing(), fast: false)
    expectSameText(Russian.nested(300), fast: false)
    expectSameText(Russian.nested(20), fast: true)
  }

  @Test("non-conforming floats are left to JSONEncoder, which throws, wherever they are")
  func nonConformingFloats() {
    for value in [Double.nan, .infinity, -.infinity] {
      expectSameText(value, fast: false)
      expectSameText([1, value], fast: false)
      expectSameText(["x": value], fast: false)
      expectSameText(Float(value), fast: false)
    }
    #expect(JSONTextWriter().text(of: [Double.nan]) == nil)
  }

  @Test("one writer writes value after value, after abandoning one")
  func reuse() {
    let writer = JSONTextWriter()
    #expect(writer.text(of: BenchmarkItem(id: 1, name: "a")) == #"{"id":1,"name":"a"}"#)
    #expect(writer.text(of: CustomCodings.KeyedTwice()) == nil)
    #expect(writer.text(of: Double.nan) == nil)
    #expect(writer.text(of: [1, 2]) == "[1,2]")
  }
}
