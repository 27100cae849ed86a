import Foundation

/// Every scalar `Codable` knows, in one struct.
struct Scalars: Codable, Hashable {
  var bool = true
  var int = -42
  var int8: Int8 = .min
  var int16: Int16 = .max
  var int32: Int32 = -7
  var int64: Int64 = .min
  var uint: UInt = .max
  var uint8: UInt8 = 255
  var uint16: UInt16 = 0
  var uint32: UInt32 = 4_000_000_000
  var uint64: UInt64 = .max
  var float: Float = 0.1
  var double = 3.141_592_653_589_793
  var string = "plain"
}

/// Foundation's types that `JSONEncoder` and `JSONDecoder` treat specially, and optionals.
struct FoundationValues: Codable, Hashable {
  var date = Date(timeIntervalSinceReferenceDate: 123_456.789)
  var data = Data([0, 1, 2, 250, 251, 252])
  var url = URL(string: "https://example.com/a/b?c=d&e=f#g")!
  var uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  var optionalDate: Date? = nil
  var optionalData: Data? = Data("hi".utf8)
  var optionalURL: URL? = URL(string: "file:///tmp/x y")
  var doubleOptional: Int?? = .some(nil)
}

/// A value with `Decimal`, which `JSONEncoder` writes from its description.
struct WithDecimal: Codable, Hashable {
  var amount: Decimal = Decimal(string: "12.50")!
}

/// Nesting: arrays, dictionaries (string, integer and other keys), sets, optionals, recursion.
struct Catalog: Codable, Hashable {
  var title: String
  var tags: [String] = []
  var scores: [String: Int] = [:]
  var byNumber: [Int: String] = [:]
  var byID: [UUID: Bool] = [:]
  var matrix: [[Double]] = []
  var children: [Catalog] = []
  var note: String? = nil
}

/// An enum with every kind of case synthesized `Codable` writes.
enum SampleRoute: Codable, Hashable {
  case home
  case item(id: Int, title: String)
  case search(String, page: Int?)
  case nested([SampleRoute])
  case pair(Int, Int)
}

/// An enum with raw values, which encodes as its raw value.
enum Flavor: String, Codable, Hashable, CaseIterable {
  case vanilla, chocolate
  case café = "caf\u{E9}"
}

/// Keys whose spelling needs escaping, or sorts unlike Swift's `<` on strings.
struct AwkwardKeys: Codable, Hashable {
  var a = 1
  var b = 2
  var c = 3
  var d = 4
  var e = 5
  var f = 6
  var g = 7

  enum CodingKeys: String, CodingKey {
    case a = "quote\"d"
    case b = "slash/ed"
    case c = "B"
    case d = "a"
    case e = "\u{E9}t\u{E9}"
    case f = "tab\t"
    case g = "😀"
  }
}

/// The elements of the path benchmarks.
struct BenchmarkItem: Codable, Hashable {
  var id: Int
  var name: String
}
