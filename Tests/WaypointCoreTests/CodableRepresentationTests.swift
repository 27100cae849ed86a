import Foundation
import Testing
import WaypointCore

@Suite("NavigationPath.CodableRepresentation")
struct CodableRepresentationTests {
  @Test("encodes as Apple does: a flat array of type name and JSON pairs, last element first")
  func appleLayout() throws {
    var path = NavigationPath()
    path.append("hello")
    path.append(42)
    path.append(true)
    let json = try #require(path.codable).jsonText()
    #expect(json == #"["Swift.Bool","true","Swift.Int","42","Swift.String","\"hello\""]"#)
  }

  @Test("user types are written with their module-qualified name")
  func userTypeNames() throws {
    var path = NavigationPath()
    path.append(User(id: 42, name: "Blob"))
    path.append(Library.Book(isbn: "978"))
    let json = try #require(path.codable).jsonText()
    #expect(
      json == #"["WaypointCoreTests.Library.Book","{\"isbn\":\"978\"}","#
        + #""WaypointCoreTests.User","{\"id\":42,\"name\":\"Blob\"}"]"#)
  }

  @Test("a mixed path survives a round trip through JSON")
  func roundTrip() throws {
    var path = NavigationPath()
    path.append(Category.desserts)
    path.append(User(id: 1, name: "Ann"))
    path.append(3.5)
    path.append(Library.Book(isbn: "x"))
    path.append([1, 2, 3])
    let data = try JSONEncoder().encode(try #require(path.codable))
    let decoded = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    var restored = NavigationPath(decoded)
    #expect(restored.count == 5)
    #expect(restored == path)

    let registry = NavigationTypeRegistry()
    registry.register(Category.self)
    registry.register(User.self)
    registry.register(Library.Book.self)
    registry.register([Int].self)
    try restored.resolve(using: registry)
    #expect(restored.entries.map(\.value) == path.entries.map(\.value))
    #expect(restored.codable == path.codable)
  }

  @Test("codable is nil once a value was appended as non-Codable, and says why")
  func nonCodableElement() {
    var path = NavigationPath()
    path.append(1)
    path.append(Token(raw: 2))
    let (codable, diagnostics) = collectingDiagnostics { path.codable }
    #expect(codable == nil)
    #expect(diagnostics.map(\.code) == [.pathNotCodable])
    #expect(
      diagnostics.first?.message
        == "Cannot create CodableRepresentation of navigation path, because presented value of "
        + "type “WaypointCoreTests.Token” is not Codable.")
  }

  @Test("codability follows the append that ran, not the value's conformances")
  func codabilityFollowsOverload() {
    func appendHashable<V: Hashable>(_ value: V, to path: inout NavigationPath) {
      path.append(value)
    }
    var path = NavigationPath()
    appendHashable(User(id: 1, name: "A"), to: &path)
    #expect(collectingDiagnostics { path.codable }.0 == nil)
    path.removeLast()
    path.append(User(id: 1, name: "A"))
    #expect(path.codable != nil)
  }

  @Test("a value that fails to encode makes codable nil with a diagnostic")
  func encodingFailure() {
    var path = NavigationPath()
    path.append(Double.nan)
    let (codable, diagnostics) = collectingDiagnostics { path.codable }
    #expect(codable == nil)
    #expect(diagnostics.map(\.code) == [.pathEncodingFailed])
  }

  @Test("unresolved entries are written back unchanged")
  func unresolvedEntriesPassThrough() throws {
    let saved = #"["MyApp.Recipe","{\"id\":7}","Swift.Int","1"]"#
    var path = NavigationPath(try .fromJSON(saved))
    path.append("top")
    let json = try #require(path.codable).jsonText()
    #expect(json == #"["Swift.String","\"top\"","MyApp.Recipe","{\"id\":7}","Swift.Int","1"]"#)
  }

  @Test("representations compare by type names in either spelling and JSON text")
  func representationEquality() throws {
    let apple = try NavigationPath.CodableRepresentation.fromJSON(
      #"["Foundation.UUID","\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""]"#)
    let linux = try NavigationPath.CodableRepresentation.fromJSON(
      #"["FoundationEssentials.UUID","\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""]"#)
    let other = try NavigationPath.CodableRepresentation.fromJSON(#"["Swift.Int","1"]"#)
    #expect(apple == linux)
    #expect(apple != other)
  }
}
