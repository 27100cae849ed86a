import Foundation
import Testing
import WaypointFoundation

@Suite struct ListFormatterTests {
  private func formatter(_ identifier: String) -> ListFormatter {
    let formatter = ListFormatter()
    formatter.locale = Locale(identifier: identifier)
    return formatter
  }

  @Test("English lists use a serial comma before 'and'")
  func englishSerialComma() {
    let formatter = formatter("en_US")
    #expect(formatter.string(from: ["Alice", "Bob", "Carol"]) == "Alice, Bob, and Carol")
    #expect(formatter.string(from: ["Alice", "Bob"]) == "Alice and Bob")
    #expect(formatter.string(from: ["Alice"]) == "Alice")
    #expect(formatter.string(from: []) == "")
  }

  @Test("Other locales use their own conjunction and punctuation")
  func otherLocales() {
    #expect(
      formatter("fr_FR").string(from: ["pommes", "poires", "prunes"])
        == "pommes, poires et prunes")
    #expect(
      formatter("de_DE").string(from: ["Äpfel", "Birnen", "Pflaumen"])
        == "Äpfel, Birnen und Pflaumen")
    #expect(formatter("es_ES").string(from: ["uno", "dos"]) == "uno y dos")
  }

  @Test("The item formatter formats each item before joining")
  func itemFormatterIsApplied() {
    let numbers = NumberFormatter()
    numbers.numberStyle = .percent
    numbers.locale = Locale(identifier: "en_US")
    let formatter = formatter("en_US")
    formatter.itemFormatter = numbers
    #expect(formatter.string(from: [0.25, 0.5]) == "25% and 50%")
  }

  @Test("Items without an item formatter are written by their description")
  func itemsWithoutFormatter() {
    let formatter = formatter("en_US")
    #expect(formatter.string(from: [1, 2.5, "three"]) == "1, 2.5, and three")
  }

  @Test("string(for:) formats arrays and answers nil for anything else")
  func stringForObject() {
    let formatter = formatter("en_US")
    #expect(formatter.string(for: ["a", "b"]) == "a and b")
    #expect(formatter.string(for: NSArray(array: ["x", "y", "z"])) == "x, y, and z")
    #expect(formatter.string(for: 42) == nil)
  }

  @Test("The class method joins with the current locale's pattern")
  func classMethodJoins() {
    let joined = ListFormatter.localizedString(byJoining: ["a", "b", "c"])
    #expect(joined.contains("a") && joined.contains("b") && joined.contains("c"))
    #expect(joined != "abc")
  }
}
