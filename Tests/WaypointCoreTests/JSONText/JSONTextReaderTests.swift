import Foundation
import Testing

@testable import WaypointCore

@Suite("JSON text read as JSONDecoder reads it")
struct JSONTextReaderTests {
  @Test("what JSONEncoder writes reads back as JSONDecoder reads it")
  func roundTrips() {
    expectSameRoundTrip(Scalars(), fast: true)
    expectSameRoundTrip(FoundationValues(), fast: false)
    expectSameRoundTrip(AwkwardKeys(), fast: true)
    expectSameRoundTrip(BenchmarkItem(id: -3, name: "x"), fast: true)
    expectSameRoundTrip(Flavor.café, fast: true)
    let routes: [SampleRoute] = [
      .home, .item(id: 3, title: "Tea"), .search("a/b", page: nil), .nested([.pair(1, 2)]),
    ]
    expectSameRoundTrip(routes, fast: true)
    let catalog = Catalog(
      title: "Desserts", tags: ["sweet"], scores: ["b": 2, "a": 1], byNumber: [10: "ten"],
      byID: [UUID(): true], matrix: [[1, 2.5], [-0.0, 1e-7, 1e300]],
      children: [Catalog(title: "Pies", note: "warm")])
    expectSameRoundTrip(catalog, fast: true)
    expectSameRoundTrip(Date(timeIntervalSinceReferenceDate: 1.25), fast: true)
    expectSameRoundTrip(URL(string: "https://example.com/a?b=c")!, fast: true)
    expectSameRoundTrip(UUID(), fast: true)
    expectSameRoundTrip(Optional(Optional(1)), fast: true)
    expectSameRoundTrip(Int128.min, fast: true)
    expectSameRoundTrip(UInt128.max, fast: true)
    expectSameRoundTrip(CustomCodings.PathReporter(depth: 2), fast: true)
    expectSameRoundTrip(Russian.nested(30), fast: true)
    expectSameRoundTrip(WithDecimal(), fast: false)
    expectSameRoundTrip(Data([1, 2, 3]), fast: false)
  }

  @Test("whitespace, escapes and key order other writers use read as JSONDecoder reads them")
  func otherWriters() {
    expectSameValue(BenchmarkItem.self, from: " {\n\t\"name\" : \"a\" ,\r\"id\":1 } ", fast: true)
    expectSameValue(
      BenchmarkItem.self, from: #"{"id":1,"name":"\u00e9\/\"\\\b\f\n\r\t"}"#, fast: true)
    expectSameValue(
      BenchmarkItem.self, from: #"{"i\u0064":1,"n\u0061me":"escaped keys"}"#, fast: true)
    expectSameValue(BenchmarkItem.self, from: #"{"id":1,"name":"pair \ud83d\ude00"}"#, fast: false)
    expectSameValue(BenchmarkItem.self, from: #"{"id":1,"name":"nul \u0000"}"#, fast: false)
    expectSameValue(
      BenchmarkItem.self, from: #"{"id":1,"name":"x","extra":[{"y":null}]}"#, fast: true)
    expectSameValue(String.self, from: "\"raw é 😀 \u{7F}\"", fast: true)
  }

  @Test("a repeated key reads its first value, as JSONDecoder's dictionary keeps it")
  func repeatedKeys() {
    expectSameValue(BenchmarkItem.self, from: #"{"id":1,"id":2,"name":"a","name":"b"}"#, fast: true)
    expectSameValue(CustomCodings.AnyKeys.self, from: #"{"a":1,"b":2,"a":3}"#, fast: true)
    expectSameValue(CustomCodings.AnyKeys.self, from: #"{"café":1,"cafe\u0301":2}"#, fast: true)
    expectSameValue(CustomCodings.KelvinKey.self, from: #"{"\u212a":1,"K":2}"#, fast: true)
    expectSameValue(CustomCodings.KelvinKey.self, from: "{\"\u{212A}\":1,\"K\":2}", fast: true)
    expectSameValue([String: Int].self, from: #"{"b":1,"a":2,"b":3}"#, fast: true)
  }

  @Test("integers read as JSONDecoder reads them; other spellings are left to it")
  func integers() {
    for text in [
      "0", "-0", "127", "-128", "128", "-129", "1.0", "1e2", "1.5", "-1", "01", "1e", "+1",
    ] {
      expectSameValue(Int8.self, from: text, fast: false)
      expectSameValue(UInt8.self, from: text, fast: false)
      expectSameValue(Int.self, from: text, fast: false)
    }
    for text in ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e19"] {
      expectSameValue(Int.self, from: text, fast: false)
      expectSameValue(UInt64.self, from: text, fast: false)
    }
    expectSameValue(Int.self, from: "-42", fast: true)
    expectSameValue(UInt64.self, from: "18446744073709551615", fast: true)
  }

  @Test("floating-point numbers read to the same bits as JSONDecoder's")
  func floatingPoint() throws {
    let texts = [
      "0", "-0", "-0.0", "0e10", "1", "0.1", "1e-7", "2.2250738585072011e-308", "4.9e-324",
      "1e-400", "1e400", "1.7976931348623157e308", "1.7976931348623159e308",
      "123456789012345678901234567890", "3.4028236e38", "1e-46", "1.00000017881393432617187499",
      "9007199254740993", "-1.5E+3", "2.", ".5", "1e+", "NaN", "Infinity",
    ]
    for text in texts {
      for (read, reference) in [
        (
          (try? JSONText.decode(Double.self, from: text))?.bitPattern,
          (try? JSONDecoder().decode(Double.self, from: Data(text.utf8)))?.bitPattern
        ),
        (
          (try? JSONText.decode(Float.self, from: text)).map { UInt64($0.bitPattern) },
          (try? JSONDecoder().decode(Float.self, from: Data(text.utf8))).map {
            UInt64($0.bitPattern)
          }
        ),
      ] where read != nil {
        #expect(read == reference, "\(text)")
      }
    }
    #expect(try JSONText.decode(Double.self, from: "0.1") == 0.1)
    #expect(try JSONText.decode(Float.self, from: "-2.5e3") == -2500)
  }

  @Test("malformed or unusual text is read only as JSONDecoder reads it, wherever it is")
  func rejected() {
    for text in [
      #"{"id":1,"name":"x","junk":[1,2,]}"#, #"{"id":1,"name":"x"} x"#, #"{"id":1,"name":"x",}"#,
      "\u{FEFF}{\"id\":1,\"name\":\"x\"}", "{\"id\":1,\"name\":\"tab\u{9}raw\"}",
      #"{"id":1,"name":"\x"}"#,
      #"{"id":1,"name":"x","n":01}"#, #"{"id":1 "name":"x"}"#, #"{"id":1,"name":"x""#, "",
      #"{"id":1,"name":"\ud83d"}"#, #"{"id":"1","name":"x"}"#, #"{"name":"x"}"#,
      #"{"id":null,"name":"x"}"#, #"[1,"x"]"#, "null",
    ] {
      expectSameValue(BenchmarkItem.self, from: text, fast: false)
    }
    expectSameValue([Int].self, from: CustomCodings.deeplyNested(600), fast: false)
    expectSameValue(Russian.self, from: "{\"doll\":{\"_0\":{\"core\":{}}}}", fast: true)
  }

  @Test("optionals, nulls and reads past the end of an array behave as JSONDecoder's do")
  func optionals() {
    expectSameValue(Int?.self, from: "null", fast: true)
    expectSameValue(Int??.self, from: "null", fast: true)
    expectSameValue([Int?].self, from: "[1,null,3]", fast: true)
    expectSameValue(Catalog.self, from: #"{"title":"t","note":null}"#, fast: false)
    expectSameValue(CustomCodings.ReadsPastEnd.self, from: "[1,null]", fast: true)
    expectSameValue(CustomCodings.ReadsPastEnd.self, from: "[]", fast: true)
  }

  @Test("a value that recovers from a failed read is left to JSONDecoder")
  func recovery() {
    expectSameValue(CustomCodings.Lenient.self, from: #"{"count":"many"}"#, fast: false)
    expectSameValue(CustomCodings.Lenient.self, from: #"{}"#, fast: false)
    expectSameValue(CustomCodings.Lenient.self, from: #"{"count":3}"#, fast: true)
    #expect((try? JSONText.decode(CustomCodings.Lenient.self, from: #"{"count":"many"}"#)) == nil)
  }

  @Test("large objects, deep nesting and superDecoder are left to JSONDecoder")
  func leftToJSONDecoder() {
    let large = "{" + (0..<100).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    expectSameValue([String: Int].self, from: large, fast: false)
    #expect((try? JSONText.decode([String: Int].self, from: large)) == nil)
    expectSameRoundTrip(Russian.nested(100), fast: false)
    let dog = CustomCodings.Dog()
    guard case .success(let text) = FoundationReference.text(dog) else { return }
    #expect((try? JSONText.decode(CustomCodings.Dog.self, from: text)) == nil)
  }
}
