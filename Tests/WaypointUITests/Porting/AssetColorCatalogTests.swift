import Testing
import Waypoint

/// A ported app's asset catalog colours, as `waypoint port` writes them.
private struct PortedCatalogColors: AssetColorCatalog {
  @used static func keep() -> Any.Type { Self.self }
  static let colors: [String: Color] = [
    "Brand": Color(red: 0.2, green: 0.4, blue: 0.6),
    "Faded": Color(white: 0.5, opacity: 0.5),
  ]
}

@Suite("Asset catalog colours")
struct AssetColorCatalogTests {
  @Test("Color(name) takes its value from the catalog that names it, found without registration")
  func resolvesFromCatalog() {
    #expect(Color("Brand") == Color(red: 0.2, green: 0.4, blue: 0.6))
    #expect(Color("Faded").alpha == 0.5)
  }

  @Test("a name no catalog has stays a named colour, as before")
  func unknownNameStaysNamed() {
    #expect(Color("Missing").description == #"Color("Missing")"#)
    #expect(Color("Missing").components == nil)
  }
}
