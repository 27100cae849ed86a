import Foundation
import Testing
import WaypointFoundation

/// Reads `predicateFormat` without the deprecation warning Linux Foundation attaches to it.
protocol PredicateFormatReadable {
  var predicateFormat: String { get }
}

extension NSPredicate: PredicateFormatReadable {}

func format(of predicate: NSPredicate) -> String {
  (predicate as any PredicateFormatReadable).predicateFormat
}

@Suite struct NSPredicateFormatTests {
  @Test("predicateFormat writes comparisons back in normal form")
  func normalisedComparisons() {
    #expect(format(of: NSPredicate(format: "name = 'Ada'")) == "name == \"Ada\"")
    #expect(format(of: NSPredicate(format: "age => 3")) == "age >= 3")
    #expect(format(of: NSPredicate(format: "age <> 3")) == "age != 3")
    #expect(
      format(of: NSPredicate(format: "name contains[cd] %@", "x"))
        == "name CONTAINS[cd] \"x\"")
    #expect(
      format(of: NSPredicate(format: "any tags in {'a', 'b'}")) == "ANY tags IN {\"a\", \"b\"}")
    #expect(format(of: NSPredicate(format: "nickname == nil")) == "nickname == nil")
    #expect(format(of: NSPredicate(format: "self beginswith 'a'")) == "SELF BEGINSWITH \"a\"")
    #expect(format(of: NSPredicate(format: "items.@count > 2")) == "items.@count > 2")
  }

  @Test("predicateFormat parenthesises nested compounds")
  func normalisedCompounds() {
    #expect(
      format(of: NSPredicate(format: "a == 1 && (b == 2 || c == 3)"))
        == "a == 1 AND (b == 2 OR c == 3)")
    #expect(format(of: NSPredicate(format: "!(a == 1 AND b == 2)")) == "NOT (a == 1 AND b == 2)")
    #expect(format(of: NSPredicate(format: "TRUEPREDICATE")) == "TRUEPREDICATE")
  }

  @Test("Arguments appear as literals in predicateFormat")
  func argumentsAsLiterals() {
    #expect(
      format(of: NSPredicate(format: "%K BETWEEN %@", "age", [1, 5])) == "age BETWEEN {1, 5}")
    #expect(format(of: NSPredicate(format: "flag == %@", true as NSNumber)) == "flag == 1")
    #expect(
      format(of: NSPredicate(format: "name == %@", "say \"hi\""))
        == "name == \"say \\\"hi\\\"\"")
  }

  @Test("description is predicateFormat")
  func descriptionMatches() {
    let predicate = NSPredicate(format: "age > %d", 3)
    #expect(predicate.description == "age > 3")
    #expect(String(describing: predicate) == format(of: predicate))
  }

  @Test("Predicates with the same format are equal")
  func equality() {
    #expect(NSPredicate(format: "a == 1") == NSPredicate(format: "a = 1"))
    #expect(NSPredicate(format: "a == 1") != NSPredicate(format: "a == 2"))
    let predicate = NSPredicate(format: "a == 1")
    #expect(predicate.copy() as? NSPredicate == predicate)
  }

  @Test("A format that reuses the normal form parses to the same predicate")
  func roundTrip() {
    let original = NSPredicate(
      format: "ANY items.price > 10 AND (name BEGINSWITH[c] 'a' OR age IN {1, 2})")
    let reparsed = NSPredicate(format: format(of: original))
    #expect(format(of: reparsed) == format(of: original))
  }
}
