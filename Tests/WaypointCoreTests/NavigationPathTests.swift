import Testing
import WaypointCore

@Suite("NavigationPath")
struct NavigationPathTests {
  @Test("a new path is empty")
  func emptyPath() throws {
    let path = NavigationPath()
    #expect(path.isEmpty)
    #expect(path.count == 0)
    #expect(try #require(path.codable).jsonText() == "[]")
  }

  @Test("appending and removing change the count, root first")
  func appendAndRemove() {
    var path = NavigationPath()
    path.append(Category.desserts)
    path.append(User(id: 1, name: "Blob"))
    path.append(7)
    #expect(path.count == 3)
    path.removeLast()
    #expect(path.count == 2)
    #expect(
      path.entries.map(\.value) == [
        AnyHashable(Category.desserts), AnyHashable(User(id: 1, name: "Blob")),
      ])
    path.removeLast(path.count)
    #expect(path.isEmpty)
  }

  @Test("a path made from a sequence holds its elements in order")
  func sequenceInitializers() {
    let codable = NavigationPath([Category.breakfast, .drinks])
    #expect(codable.count == 2)
    #expect(codable.codable != nil)
    let plain = NavigationPath([Token(raw: 1), Token(raw: 2)])
    #expect(plain.entries.map(\.value) == [AnyHashable(Token(raw: 1)), AnyHashable(Token(raw: 2))])
    #expect(collectingDiagnostics { plain.codable }.0 == nil)
  }

  @Test("entries name each element's type in Apple's spelling")
  func entriesNameTypes() {
    var path = NavigationPath()
    path.append("hello")
    path.append(Library.Book(isbn: "1"))
    path.append(Token(raw: 3))
    #expect(
      path.entries.map(\.typeName) == [
        "Swift.String", "WaypointCoreTests.Library.Book", "WaypointCoreTests.Token",
      ])
    #expect(path.entries.map(\.isCodable) == [true, true, false])
    #expect(path.entries.allSatisfy { $0.isResolved })
  }

  @Test("removing more elements than the path holds empties it and reports a diagnostic")
  func removeLastBeyondCount() {
    var path = NavigationPath([1, 2])
    let (_, diagnostics) = collectingDiagnostics { path.removeLast(5) }
    #expect(path.isEmpty)
    #expect(diagnostics.map(\.code) == [.pathRemoveLastBeyondCount])
    #expect(diagnostics.first?.message.contains("removeLast(5)") == true)
    #expect(diagnostics.first?.location?.fileID == "WaypointCoreTests/NavigationPathTests.swift")
  }

  @Test("removing a negative number of elements changes nothing and reports a diagnostic")
  func removeLastNegative() {
    var path = NavigationPath([1, 2])
    let (_, diagnostics) = collectingDiagnostics { path.removeLast(-1) }
    #expect(path.count == 2)
    #expect(diagnostics.map(\.code) == [.pathRemoveLastNegative])
  }

  @Test("removing exactly all elements reports nothing")
  func removeAllIsQuiet() {
    var path = NavigationPath([1, 2])
    let (_, diagnostics) = collectingDiagnostics { path.removeLast(2) }
    #expect(path.isEmpty)
    #expect(diagnostics.isEmpty)
  }

  @Test("the description lists values and unresolved entries")
  func description() throws {
    var path = NavigationPath(try .fromJSON(#"["Swift.Int","42"]"#))
    path.append("hi")
    #expect(path.description == #"NavigationPath([Swift.Int<encoded 42>, Swift.String(hi)])"#)
  }
}
