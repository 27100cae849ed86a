import Foundation
import Testing
import WaypointCore

/// One built-in Foundation type: a value, how Apple names it, how Linux names it, its JSON.
struct FoundationFixture: Sendable, CustomTestStringConvertible {
  var value: AnyHashableSendable
  var appleName: String
  var linuxName: String
  var json: String

  var testDescription: String { appleName }
}

/// A Sendable wrapper, so fixtures can be test arguments.
struct AnyHashableSendable: @unchecked Sendable {
  var value: AnyHashable
  var append: @Sendable (inout NavigationPath) -> Void
}

private func fixture<T: Hashable & Codable & Sendable>(
  _ value: T, apple: String, linux: String, json: String
) -> FoundationFixture {
  FoundationFixture(
    value: AnyHashableSendable(value: AnyHashable(value), append: { $0.append(value) }),
    appleName: apple, linuxName: linux, json: json)
}

let foundationFixtures: [FoundationFixture] = [
  fixture(
    UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, apple: "Foundation.UUID",
    linux: "FoundationEssentials.UUID", json: #""E621E1F8-C36C-495A-93FC-0C247A3E6E5F""#),
  fixture(
    Date(timeIntervalSinceReferenceDate: 700_000_000), apple: "Foundation.Date",
    linux: "FoundationEssentials.Date", json: "700000000"),
  fixture(
    URL(string: "https://example.com/recipes/apple-pie")!, apple: "Foundation.URL",
    linux: "FoundationEssentials.URL", json: #""https:\/\/example.com\/recipes\/apple-pie""#),
  fixture(
    Data([1, 2, 3]), apple: "Foundation.Data", linux: "FoundationEssentials.Data",
    json: #""AQID""#),
  fixture(
    Decimal(string: "12.5")!, apple: "Foundation.Decimal", linux: "FoundationEssentials.Decimal",
    json: "12.5"),
]

@Suite("Foundation type names")
struct FoundationTypeNameTests {
  @Test("a Foundation value is written with Apple's type name", arguments: foundationFixtures)
  func writesAppleName(_ fixture: FoundationFixture) throws {
    var path = NavigationPath()
    fixture.value.append(&path)
    let representation = try #require(path.codable)
    let array = try JSONDecoder().decode(
      [String].self, from: Data(try representation.jsonText().utf8))
    #expect(array == [fixture.appleName, fixture.json])
  }

  @Test(
    "a Foundation value saved in either spelling resolves without registration",
    arguments: foundationFixtures)
  func readsBothNames(_ fixture: FoundationFixture) throws {
    for name in [fixture.appleName, fixture.linuxName] {
      let text = String(decoding: try JSONEncoder().encode([name, fixture.json]), as: UTF8.self)
      var path = NavigationPath(try .fromJSON(text))
      try path.resolve(using: NavigationTypeRegistry())
      #expect(path.entries.first?.value == fixture.value.value, "saved as \(name)")
    }
  }

  @Test("standard library values resolve without registration")
  func standardLibraryValues() throws {
    let saved =
      #"["Swift.UInt8","7","Swift.Float","1.5","Swift.Double","2.5","Swift.Int64","-3","Swift.String","\"s\"","Swift.Bool","false"]"#
    var path = NavigationPath(try .fromJSON(saved))
    try path.resolve(using: NavigationTypeRegistry())
    #expect(
      path.entries.map(\.value) == [
        AnyHashable(false), AnyHashable("s"), AnyHashable(Int64(-3)), AnyHashable(2.5),
        AnyHashable(Float(1.5)), AnyHashable(UInt8(7)),
      ])
  }

  @Test("a Foundation type nested in a generic is written with Apple's module name")
  func nestedFoundationName() throws {
    var path = NavigationPath()
    path.append([UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!])
    #expect(path.entries.first?.typeName == "Swift.Array<Foundation.UUID>")
  }
}
