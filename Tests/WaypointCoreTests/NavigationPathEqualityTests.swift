import Testing
import WaypointCore

@Suite("NavigationPath equality")
struct NavigationPathEqualityTests {
  @Test("paths with the same values in the same order are equal")
  func sameValues() {
    #expect(NavigationPath([1, 2]) == NavigationPath([1, 2]))
    #expect(NavigationPath([1, 2]) != NavigationPath([2, 1]))
    #expect(NavigationPath([1]) != NavigationPath([1, 1]))
  }

  @Test("equal numbers of different types are not equal elements")
  func typesMatter() {
    var small = NavigationPath()
    small.append(UInt8(1))
    #expect(small != NavigationPath([1]))
  }

  @Test("a path equals its decoded copy, before and after resolution")
  func decodedCopy() throws {
    var path = NavigationPath()
    path.append(User(id: 42, name: "Blob"))
    path.append(Category.drinks)
    var copy = NavigationPath(try .fromJSON(try #require(path.codable).jsonText()))
    #expect(copy == path)
    #expect(path == copy)
    let registry = NavigationTypeRegistry()
    registry.register(User.self)
    registry.register(Category.self)
    try copy.resolve(using: registry)
    #expect(copy == path)
  }

  @Test("a decoded entry differs from a value it does not decode to")
  func decodedDiffers() throws {
    let copy = NavigationPath(
      try .fromJSON(#"["WaypointCoreTests.User","{\"id\":1,\"name\":\"A\"}"]"#))
    var other = NavigationPath()
    other.append(User(id: 2, name: "A"))
    #expect(copy != other)
    #expect(copy != NavigationPath([Category.drinks]))
  }

  @Test("two decoded copies compare by their saved text")
  func encodedEntries() throws {
    let a = NavigationPath(try .fromJSON(#"["MyApp.Recipe","{\"id\":1}"]"#))
    let b = NavigationPath(try .fromJSON(#"["MyApp.Recipe","{\"id\":1}"]"#))
    let c = NavigationPath(try .fromJSON(#"["MyApp.Recipe","{\"id\":2}"]"#))
    #expect(a == b)
    #expect(a != c)
  }
}
