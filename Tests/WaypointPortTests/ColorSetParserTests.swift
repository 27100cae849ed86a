import Foundation
import Testing

@testable import WaypointPort

@Suite("Colour sets' Contents.json")
struct ColorSetParserTests {
  func parse(_ json: String) throws -> ColorSetParser.Outcome {
    try ColorSetParser.parse(Data(json.utf8), path: "Brand.colorset/Contents.json")
  }

  @Test("components may be fractions, 0–255 integers or hex bytes; sRGB and Display P3 alike")
  func componentForms() throws {
    let fractions = colorSet(
      #""red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000""#)
    #expect(try parse(fractions) == .color(.rgb(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
    let bytes = colorSet(
      #""red": "255", "green": "128", "blue": "1", "alpha": "0.500""#, space: "display-p3")
    #expect(
      try parse(bytes) == .color(.rgb(red: 1, green: 128.0 / 255, blue: 1.0 / 255, alpha: 0.5)))
    let hex = colorSet(#""red": "0xFF", "green": "0x80", "blue": "0x00", "alpha": "1.000""#)
    #expect(try parse(hex) == .color(.rgb(red: 1, green: 128.0 / 255, blue: 0, alpha: 1)))
    let numbers = colorSet(#""red": 0.5, "green": 1, "blue": 0, "alpha": 1"#)
    #expect(try parse(numbers) == .color(.rgb(red: 0.5, green: 1, blue: 0, alpha: 1)))
  }

  @Test("1 and 0 stay fractions when no component is above 1")
  func onesAreFractions() throws {
    let json = colorSet(#""red": "1", "green": "0", "blue": "1", "alpha": "1""#)
    #expect(try parse(json) == .color(.rgb(red: 1, green: 0, blue: 1, alpha: 1)))
  }

  @Test("a grey is Color(white:opacity:)")
  func grey() throws {
    let json = colorSet(#""white": "0.250", "alpha": "0.800""#, space: "gray-gamma-22")
    #expect(try parse(json) == .color(.white(0.25, alpha: 0.8)))
    #expect(
      AssetColor(name: "G", value: .white(0.25, alpha: 0.8)).swiftExpression
        == "Color(white: 0.25, opacity: 0.8)")
  }

  @Test("the universal any-appearance entry is taken over the dark one, whichever comes first")
  func universalEntry() throws {
    let json = """
      { "colors" : [
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "0", "blue" : "0", "alpha" : "1" } },
          "idiom" : "universal" },
        { "color" : { "color-space" : "srgb", "components" : { "red" : "1", "green" : "1", "blue" : "1", "alpha" : "1" } },
          "idiom" : "universal" } ] }
      """
    #expect(try parse(json) == .color(.rgb(red: 1, green: 1, blue: 1, alpha: 1)))
  }

  @Test("system colour references map to Waypoint's named colours, or are dropped")
  func systemReferences() throws {
    func reference(_ name: String) -> String {
      #"{ "colors" : [ { "color" : { "platform" : "ios", "reference" : "\#(name)" }, "idiom" : "universal" } ] }"#
    }
    #expect(try parse(reference("systemBlueColor")) == .color(.system("blue")))
    #expect(try parse(reference("labelColor")) == .color(.system("primary")))
    #expect(try parse(reference("secondaryLabelColor")) == .color(.system("secondary")))
    #expect(try parse(reference("whiteColor")) == .color(.system("white")))
    guard case .dropped(let reason) = try parse(reference("systemBackgroundColor")) else {
      Issue.record("systemBackgroundColor has no obvious Waypoint colour")
      return
    }
    #expect(reason.contains("systemBackgroundColor"))
  }

  @Test("a colour set with no colour is dropped, as Xcode's empty AccentColor is")
  func noColour() throws {
    let json = #"{ "colors" : [ { "idiom" : "universal" } ], "info" : { "version" : 1 } }"#
    #expect(try parse(json) == .dropped("the colour set has no colour"))
  }

  @Test("garbled JSON and components that are not numbers are errors naming the file")
  func errors() {
    #expect(throws: PortError.self) { try parse("{ \"colors\" : [ ") }
    #expect(throws: PortError.self) {
      try parse(colorSet(#""red": "lots", "green": "0", "blue": "0""#))
    }
    #expect(throws: PortError.self) { try parse(colorSet(#""red": "0", "green": "0""#)) }
    do {
      _ = try parse("not json")
    } catch {
      #expect("\(error)".hasPrefix("Brand.colorset/Contents.json: "))
    }
  }

  @Test("values print as short Swift literals")
  func literals() {
    let color = AssetColor(
      name: "Brand", value: .rgb(red: 0.2, green: 128.0 / 255, blue: 1, alpha: 1))
    #expect(color.swiftExpression == "Color(red: 0.2, green: 0.502, blue: 1, opacity: 1)")
    #expect(AssetColor(name: "B", value: .system("blue")).swiftExpression == "Color.blue")
  }
}
