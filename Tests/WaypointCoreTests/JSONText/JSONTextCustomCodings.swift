import Foundation

/// Hand-written codings that use the coder protocols in ways synthesized code never does.
enum CustomCodings {
  /// Writes nothing at all: `JSONEncoder` throws at the top level and writes `{}` when nested.
  struct EncodesNothing: Codable, Hashable {
    func encode(to encoder: any Encoder) throws {}
    init() {}
    init(from decoder: any Decoder) throws {}
  }

  /// Holds `EncodesNothing`, so that it is nested.
  struct HoldsNothing: Codable, Hashable {
    var inner = EncodesNothing()
  }

  /// Writes into a nested container after its parent moved on.
  struct Interleaved: Encodable {
    enum Keys: String, CodingKey { case first, second, inner }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .inner)
      try container.encode(1, forKey: .first)
      try nested.encode(2, forKey: .second)
    }
  }

  /// Asks for the keyed container twice; `JSONEncoder` merges them.
  struct KeyedTwice: Encodable {
    enum Keys: String, CodingKey { case one, two }

    func encode(to encoder: any Encoder) throws {
      var first = encoder.container(keyedBy: Keys.self)
      try first.encode(1, forKey: .one)
      var second = encoder.container(keyedBy: Keys.self)
      try second.encode(2, forKey: .two)
    }
  }

  /// Writes one key twice; the last value stays.
  struct SameKeyTwice: Encodable {
    enum Keys: String, CodingKey { case key, other }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .key)
      try container.encode("x", forKey: .other)
      try container.encode(2, forKey: .key)
    }
  }

  /// Keys that are canonically equivalent, which `JSONEncoder`'s dictionary treats as one.
  struct EquivalentKeys: Encodable {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(1, forKey: Key(stringValue: "caf\u{E9}"))
      try container.encode(2, forKey: Key(stringValue: "cafe\u{301}"))
      try container.encode(3, forKey: Key(stringValue: "\u{212A}"))
      try container.encode(4, forKey: Key(stringValue: "K"))
    }
  }

  /// Writes the coding path it sees at every level: the top, a keyed member, a nested keyed
  /// container, an unkeyed element and a nested unkeyed container.
  struct PathReporter: Codable, Hashable {
    var depth = 2

    enum Keys: String, CodingKey { case path, member, nested, list }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(Self.describe(encoder.codingPath), forKey: .path)
      guard depth > 0 else { return }
      try container.encode(PathReporter(depth: depth - 1), forKey: .member)
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
      try nested.encode(Self.describe(nested.codingPath), forKey: .path)
      try nested.encode(PathReporter(depth: depth - 1), forKey: .member)
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode(Self.describe(list.codingPath))
      try list.encode(PathReporter(depth: depth - 1))
      var inner = list.nestedUnkeyedContainer()
      try inner.encode(PathReporter(depth: depth - 1))
      try inner.encode(list.count)
    }

    init(depth: Int) { self.depth = depth }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      let path = try container.decode(String.self, forKey: .path)
      guard path == Self.describe(decoder.codingPath) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: path))
      }
      depth =
        container.contains(.member)
        ? 1 + (try container.decode(Self.self, forKey: .member)).depth : 0
      if depth > 0 {
        let nested = try container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
        _ = try nested.decode(Self.self, forKey: .member)
        var list = try container.nestedUnkeyedContainer(forKey: .list)
        _ = try list.decode(String.self)
        _ = try list.decode(Self.self)
        var inner = try list.nestedUnkeyedContainer()
        _ = try inner.decode(Self.self)
        _ = try inner.decode(Int.self)
      }
    }

    static func describe(_ path: [any CodingKey]) -> String {
      path.map { "\($0.stringValue)#\($0.intValue.map(String.init) ?? "-")" }.joined(separator: "/")
    }
  }

  /// A class hierarchy that writes its superclass through `superEncoder`.
  class Animal: Codable {
    var legs = 4
  }

  final class Dog: Animal {
    var name = "Rex"

    enum Keys: String, CodingKey { case name }

    override init() { super.init() }

    required init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      name = try container.decode(String.self, forKey: .name)
      try super.init(from: container.superDecoder())
    }

    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(name, forKey: .name)
      try super.encode(to: container.superEncoder())
    }
  }

  /// Calls `decodeIfPresent` past the end of an array, and reports where the index went.
  struct ReadsPastEnd: Decodable, Hashable {
    var values: [Int?] = []
    var finalIndex = 0

    init(from decoder: any Decoder) throws {
      var container = try decoder.unkeyedContainer()
      for _ in 0..<4 { values.append(try container.decodeIfPresent(Int.self)) }
      finalIndex = container.currentIndex
    }
  }

  /// Reads every key of an object, whatever the names: `allKeys` and `contains`.
  struct AnyKeys: Decodable, Hashable {
    var values: [String: Int] = [:]

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      for key in container.allKeys where container.contains(key) {
        values[key.stringValue] = try container.decode(Int.self, forKey: key)
      }
    }
  }

  /// Reads the key `K`, which a Kelvin sign (U+212A) also spells, as far as `==` is concerned.
  struct KelvinKey: Decodable, Hashable {
    var value: Int

    enum Keys: String, CodingKey { case k = "K" }

    init(from decoder: any Decoder) throws {
      value = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .k)
    }
  }

  /// Recovers from a failed read with a default, as lenient models do.
  struct Lenient: Decodable, Hashable {
    var count: Int

    enum Keys: String, CodingKey { case count }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Keys.self)
      count = (try? container.decode(Int.self, forKey: .count)) ?? -1
    }
  }

  /// Nested `depth` arrays deep.
  static func deeplyNested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }
}

/// Nests itself, for depth limits.
indirect enum Russian: Codable, Hashable {
  case doll(Russian)
  case core

  static func nested(_ depth: Int) -> Russian {
    (0..<depth).reduce(.core) { inner, _ in .doll(inner) }
  }
}
