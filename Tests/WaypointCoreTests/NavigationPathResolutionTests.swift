import Foundation
import Testing
import WaypointCore

/// The path Point-Free observed SwiftUI writing for appends "hello", 42, true, User(42, "Blob").
let pointFreeFixture =
  #"["User","{\"id\":42,\"name\":\"Blob\"}","Swift.Bool","true","Swift.Int","42","Swift.String","\"hello\""]"#

@Suite("Lazy resolution of decoded paths")
struct NavigationPathResolutionTests {
  @Test("a decoded path has its full count before any entry resolves")
  func countIsImmediate() throws {
    let path = NavigationPath(try .fromJSON(pointFreeFixture))
    #expect(path.count == 4)
    #expect(path.unresolvedCount == 4)
    #expect(path.entries.map(\.typeName) == ["Swift.String", "Swift.Int", "Swift.Bool", "User"])
    #expect(path.entries.last?.encodedValue == #"{"id":42,"name":"Blob"}"#)
  }

  @Test("Apple's fixture with a bare type name resolves once User is registered")
  func bareNameResolves() throws {
    let registry = NavigationTypeRegistry()
    registry.register(User.self)
    var path = NavigationPath(try .fromJSON(pointFreeFixture))
    try path.resolve(using: registry)
    #expect(
      path.entries.map(\.value) == [
        AnyHashable("hello"), AnyHashable(42), AnyHashable(true),
        AnyHashable(User(id: 42, name: "Blob")),
      ])
    #expect(path.unresolvedCount == 0)
  }

  @Test("an entry stays encoded until its type becomes known, then resolves")
  func resolvesWhenTypeBecomesKnown() throws {
    let registry = NavigationTypeRegistry()
    var path = NavigationPath(try .fromJSON(pointFreeFixture))
    #expect(throws: NavigationPathResolutionError.self) { try path.resolve(using: registry) }
    #expect(path.unresolvedCount == 1)
    #expect(path.count == 4)

    registry.register(User.self)
    try path.resolve(using: registry)
    #expect(path.unresolvedCount == 0)
  }

  @Test("an unknown type names the entry, its type and the known types")
  func unknownType() throws {
    var path = NavigationPath(try .fromJSON(pointFreeFixture))
    let error = try #require(throws: NavigationPathResolutionError.self) {
      try path.resolve(using: NavigationTypeRegistry())
    }
    #expect(error.index == 3)
    #expect(error.typeName == "User")
    guard case .unknownType(let known) = error.reason else {
      Issue.record("expected unknownType, got \(error.reason)")
      return
    }
    #expect(known.contains("Swift.Int"))
    #expect(error.description.hasPrefix("Entry 3 of the navigation path (type “User”)"))
  }

  @Test("JSON that does not decode into the named type is reported with the decoder's reason")
  func invalidValue() throws {
    let registry = NavigationTypeRegistry()
    registry.register(User.self)
    var path = NavigationPath(
      try .fromJSON(#"["WaypointCoreTests.User","{\"id\":\"not a number\"}","Swift.Int","1"]"#))
    let error = try #require(throws: NavigationPathResolutionError.self) {
      try path.resolve(using: registry)
    }
    #expect(error.index == 1)
    #expect(error.typeName == "WaypointCoreTests.User")
    guard case .invalidValue(let cause) = error.reason else {
      Issue.record("expected invalidValue, got \(error.reason)")
      return
    }
    #expect(cause.contains("id"))
    #expect(path.entries.first?.value == AnyHashable(1))
  }

  @Test("mangled type names, as NavigationBackport writes them, resolve through known types")
  func mangledNames() throws {
    let userName = try #require(_mangledTypeName(User.self))
    let text = String(
      decoding: try JSONEncoder().encode([userName, #"{"id":1,"name":"A"}"#, "Si", "5"]),
      as: UTF8.self)
    var path = NavigationPath(try .fromJSON(text))
    let registry = NavigationTypeRegistry()
    registry.register(User.self)
    try path.resolve(using: registry)
    #expect(path.entries.map(\.value) == [AnyHashable(5), AnyHashable(User(id: 1, name: "A"))])
  }

  @Test("a mangled name of an unregistered type stays unknown: the runtime is never asked")
  func mangledUnregistered() throws {
    // The runtime's demangler (`_typeByName`) crashes on some crafted names, so a saved file
    // must never reach it; only types the app made known can be decoded.
    let name = try #require(_mangledTypeName(User.self))
    let text = String(decoding: try JSONEncoder().encode([name, "{}"]), as: UTF8.self)
    var path = NavigationPath(try .fromJSON(text))
    let error = try #require(throws: NavigationPathResolutionError.self) {
      try path.resolve(using: NavigationTypeRegistry())
    }
    guard case .unknownType = error.reason else {
      Issue.record("expected unknownType, got \(error.reason)")
      return
    }
  }

  @Test("type names with control characters or junk are unknown, never dereferenced")
  func hostileTypeNames() throws {
    for name in [
      "\u{1}\u{2}\u{3}\u{4}", "\u{2}abcd", "$s", "", "Si\u{0}", String(repeating: "S", count: 5000),
      "🙂",
    ] {
      let text = String(decoding: try JSONEncoder().encode([name, "1"]), as: UTF8.self)
      var path = NavigationPath(try .fromJSON(text))
      #expect(throws: NavigationPathResolutionError.self) {
        try path.resolve(using: NavigationTypeRegistry())
      }
    }
  }

  @Test("a bare name that fits several known types is ambiguous")
  func ambiguousBareName() throws {
    let registry = NavigationTypeRegistry()
    registry.register(User.self)
    registry.register(Legacy.User.self)
    var path = NavigationPath(try .fromJSON(#"["User","{\"id\":1}"]"#))
    let error = try #require(throws: NavigationPathResolutionError.self) {
      try path.resolve(using: registry)
    }
    #expect(
      error.reason
        == .ambiguousTypeName(candidates: [
          "WaypointCoreTests.User", "WaypointCoreTests.Legacy.User",
        ]))
  }

  @Test("registries are independent of each other")
  func registriesAreScoped() throws {
    let one = NavigationTypeRegistry()
    let other = NavigationTypeRegistry()
    one.register(User.self)
    #expect(one.registeredTypeNames == ["WaypointCoreTests.User"])
    #expect(other.registeredTypeNames.isEmpty)
    var path = NavigationPath(try .fromJSON(pointFreeFixture))
    #expect(throws: NavigationPathResolutionError.self) { try path.resolve(using: other) }
  }

  @Test("registering a type that is not Decodable is refused")
  func registerNonDecodable() {
    let registry = NavigationTypeRegistry()
    #expect(registry.register(Token.self) == false)
    #expect(registry.register(User.self) == true)
    #expect(registry.register(User.self) == true)
    #expect(registry.registeredTypeNames == ["WaypointCoreTests.User"])
  }

  @Test("tolerant resolution keeps the longest resolvable prefix and says what it dropped")
  func tolerantResolution() throws {
    let registry = NavigationTypeRegistry()
    registry.register(Category.self)
    let saved = try NavigationPath.CodableRepresentation.fromJSON(
      #"["WaypointCoreTests.Category","\"drinks\"","MyApp.RenamedRecipe","{\"id\":3}","WaypointCoreTests.Category","\"desserts\""]"#
    )
    var path = NavigationPath(saved)
    let (returned, diagnostics) = collectingDiagnostics {
      path.resolveLongestPrefix(using: registry)
    }
    #expect(path.entries.map(\.value) == [AnyHashable(Category.desserts)])
    let diagnostic = try #require(returned)
    #expect(diagnostics == [diagnostic])
    #expect(diagnostic.code == .pathEntriesDropped)
    #expect(diagnostic.message.contains("kept its first 1 of 3 elements"))
    #expect(diagnostic.message.contains("MyApp.RenamedRecipe"))
  }

  @Test("tolerant resolution of a fully known path drops nothing and reports nothing")
  func tolerantResolutionClean() throws {
    var path = NavigationPath(try .fromJSON(#"["Swift.Int","1","Swift.Int","2"]"#))
    let (returned, diagnostics) = collectingDiagnostics {
      path.resolveLongestPrefix(using: NavigationTypeRegistry())
    }
    #expect(returned == nil)
    #expect(diagnostics.isEmpty)
    #expect(path.entries.map(\.value) == [AnyHashable(2), AnyHashable(1)])
  }
}
