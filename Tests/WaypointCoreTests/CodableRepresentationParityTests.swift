import Foundation
import Testing

@testable import WaypointCore

/// A class whose subclass adds a field, to append a value as a type other than its own.
class Vehicle: Codable, Hashable {
  var wheels = 4

  static func == (lhs: Vehicle, rhs: Vehicle) -> Bool { lhs.wheels == rhs.wheels }
  func hash(into hasher: inout Hasher) { hasher.combine(wheels) }
}

final class Bicycle: Vehicle {
  var bell = true

  enum Keys: String, CodingKey { case bell }

  override init() {
    super.init()
    wheels = 2
  }

  required init(from decoder: any Decoder) throws {
    bell = try decoder.container(keyedBy: Keys.self).decode(Bool.self, forKey: .bell)
    try super.init(from: decoder)
  }

  override func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(bell, forKey: .bell)
    try super.encode(to: encoder)
  }
}

@Suite("NavigationPath.CodableRepresentation matches Foundation's coders")
struct CodableRepresentationParityTests {
  /// A path of every kind of element, and the text JSONEncoder writes for each.
  static func mixedPath() -> (path: NavigationPath, entries: [(name: String, json: String)]) {
    var path = NavigationPath()
    var entries: [(String, String)] = []
    func add<V: Hashable & Codable>(_ value: V) {
      path.append(value)
      guard case .success(let json) = FoundationReference.text(value) else {
        Issue.record("JSONEncoder cannot write \(value)")
        return
      }
      entries.append((TypeName.qualified(V.self), json))
    }
    add(42)
    add("quote \" slash / backslash \\ newline \n 😀")
    add(-0.1)
    add(true)
    add(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
    add(URL(string: "https://example.com/recipes?id=7")!)
    add(Date(timeIntervalSinceReferenceDate: 86_400.5))
    add(Data([1, 2, 3]))
    add(Decimal(string: "3.14")!)
    add(User(id: 42, name: "Blob"))
    add(Flavor.café)
    add(SampleRoute.item(id: 3, title: "Tea"))
    add(Catalog(title: "Pies", scores: ["z": 1, "a": 2], byNumber: [3: "three"]))
    add(Optional(Optional(7)))
    add([1, 2, 3])
    add(AwkwardKeys())
    add(Bicycle() as Vehicle)
    add(Russian.nested(200))
    return (path, entries)
  }

  @Test("a mixed path is written in Apple's layout, each element as JSONEncoder writes it")
  func mixedPathText() throws {
    let (path, entries) = Self.mixedPath()
    let flat = entries.reversed().flatMap { [$0.name, $0.json] }
    let expected = String(decoding: try JSONEncoder().encode(flat), as: UTF8.self)
    #expect(try #require(path.codable).jsonText() == expected)
  }

  @Test("nested objects, escapes and numbers are written byte for byte")
  func pinnedText() throws {
    var path = NavigationPath()
    path.append(BenchmarkItem(id: 1, name: "a/b \"c\""))
    path.append(2.5)
    path.append(Flavor.café)
    let json = try #require(path.codable).jsonText()
    #expect(
      json == #"["WaypointCoreTests.Flavor","\"café\"","Swift.Double","2.5","#
        + #""WaypointCoreTests.BenchmarkItem","{\"id\":1,\"name\":\"a\\\/b \\\"c\\\"\"}"]"#)
  }

  @Test("a decoded mixed path resolves to the values JSONDecoder reads")
  func mixedPathResolves() throws {
    let (path, _) = Self.mixedPath()
    let data = try JSONEncoder().encode(try #require(path.codable))
    var restored = NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    let registry = NavigationTypeRegistry()
    for type in [
      User.self, Flavor.self, SampleRoute.self, Catalog.self, Int??.self, [Int].self,
      AwkwardKeys.self, Vehicle.self, Russian.self,
    ] as [any (Hashable & Codable).Type] {
      _ = register(type, in: registry)
    }
    try restored.resolve(using: registry)
    #expect(restored.entries.map(\.value) == path.entries.map(\.value))
  }

  private func register<T: Hashable & Codable>(_ type: T.Type, in registry: NavigationTypeRegistry)
    -> Bool
  {
    registry.register(type)
  }

  @Test("an entry in the middle that does not decode is named with JSONDecoder's reason")
  func badEntryInTheMiddle() throws {
    let bad = #"{"id":"seven","name":"x"}"#
    let surrogates = #"{"id":2,"name":"\ud83d\ude00"}"#
    let flat = [
      "Swift.Int", "3", "WaypointCoreTests.BenchmarkItem", bad,
      "WaypointCoreTests.BenchmarkItem", surrogates, "Swift.Int", "1",
    ]
    let text = String(decoding: try JSONEncoder().encode(flat), as: UTF8.self)
    let registry = NavigationTypeRegistry()
    registry.register(BenchmarkItem.self)

    var path = NavigationPath(try .fromJSON(text))
    let error = try #require(throws: NavigationPathResolutionError.self) {
      try path.resolve(using: registry)
    }
    let reason = try #require(FoundationReference.failure(BenchmarkItem.self, from: bad))
    #expect(error.index == 2)
    #expect(error.typeName == "WaypointCoreTests.BenchmarkItem")
    #expect(error.reason == .invalidValue(description: reason))
    #expect(
      path.entries.prefix(2).map(\.value) == [
        AnyHashable(1), AnyHashable(BenchmarkItem(id: 2, name: "😀")),
      ])
    #expect(path.unresolvedCount == 2)

    var tolerant = NavigationPath(try .fromJSON(text))
    let (diagnostic, _) = collectingDiagnostics { tolerant.resolveLongestPrefix(using: registry) }
    #expect(diagnostic == .pathEntriesDropped(1 + 1, keeping: 2, because: error))
    #expect(tolerant.count == 2)
  }

  @Test("text that is not JSON is reported with JSONDecoder's reason")
  func invalidJSONEntry() throws {
    for bad in [#"{"id":1,"#, #"{"id":1 "name":"x"}"#, "{\"id\":1,\"name\":\"tab\u{9}\"}", "0e5"] {
      let text = String(
        decoding: try JSONEncoder().encode(["WaypointCoreTests.BenchmarkItem", bad]), as: UTF8.self)
      var path = NavigationPath(try .fromJSON(text))
      let registry = NavigationTypeRegistry()
      registry.register(BenchmarkItem.self)
      let error = try #require(throws: NavigationPathResolutionError.self) {
        try path.resolve(using: registry)
      }
      let reason = try #require(FoundationReference.failure(BenchmarkItem.self, from: bad))
      #expect(
        error
          == NavigationPathResolutionError(
            index: 0, typeName: "WaypointCoreTests.BenchmarkItem",
            reason: .invalidValue(description: reason)))
    }
  }

  @Test("an element that fails to encode in the middle is named with JSONEncoder's error")
  func encodingFailureInTheMiddle() throws {
    for failing in [
      AnyCodableElement(Scalars(double: .nan)), AnyCodableElement(CustomCodings.EncodesNothing()),
      AnyCodableElement(["x": Double.infinity]),
    ] {
      var path = NavigationPath()
      path.append(1)
      path.append(BenchmarkItem(id: 1, name: "a"))
      failing.append(to: &path)
      path.append("after")
      let (codable, diagnostics) = collectingDiagnostics { path.codable }
      #expect(codable == nil)
      guard case .failure(let error) = failing.reference() else {
        Issue.record("JSONEncoder writes \(failing)")
        continue
      }
      let expected = Diagnostic.pathEncodingFailed(
        index: 2, typeName: failing.typeName, error: error)
      #expect(diagnostics.map(\.message) == [expected.message])
    }
  }

  @Test("a path of many equal-typed elements round-trips, as the benchmarks' does")
  func manyElements() throws {
    let items = (0..<500).map { BenchmarkItem(id: $0, name: "Item number \($0)") }
    let path = NavigationPath(items)
    let data = try JSONEncoder().encode(try #require(path.codable))
    let flat = try JSONDecoder().decode([String].self, from: data)
    #expect(flat.count == 1_000)
    #expect(flat[1] == #"{"id":499,"name":"Item number 499"}"#)
    var restored = NavigationPath(
      try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    let registry = NavigationTypeRegistry()
    registry.register(BenchmarkItem.self)
    try restored.resolve(using: registry)
    #expect(restored == path)
    #expect(restored.entries.map(\.value) == items.map(AnyHashable.init))
  }
}

/// A value to append to a path, with what `JSONEncoder` does with it.
struct AnyCodableElement: CustomStringConvertible {
  let append: (inout NavigationPath) -> Void
  let reference: () -> Result<String, any Error>
  let typeName: String
  let description: String

  init<V: Hashable & Codable>(_ value: V) {
    append = { $0.append(value) }
    reference = { FoundationReference.text(value) }
    typeName = TypeName.qualified(V.self)
    description = "\(value)"
  }

  func append(to path: inout NavigationPath) { append(&path) }
}
