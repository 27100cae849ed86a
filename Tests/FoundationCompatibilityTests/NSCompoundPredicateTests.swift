import Foundation
import Testing
import WaypointFoundation

@Suite struct NSCompoundPredicateTests {
  private let record: [String: Any] = ["name": "Ada", "age": 36]

  @Test("AND, OR and NOT compounds evaluate parsed subpredicates")
  func compoundsOfParsedPredicates() {
    let named = NSPredicate(format: "name == 'Ada'")
    let young = NSPredicate(format: "age < 30")
    #expect(
      !NSCompoundPredicate(andPredicateWithSubpredicates: [named, young]).evaluate(with: record))
    #expect(
      NSCompoundPredicate(orPredicateWithSubpredicates: [named, young]).evaluate(with: record))
    #expect(NSCompoundPredicate(notPredicateWithSubpredicate: young).evaluate(with: record))
  }

  @Test("Compounds pass substitution variables down")
  func compoundSubstitution() {
    let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [
      NSPredicate(format: "age > $MIN"), NSPredicate(format: "name == $NAME"),
    ])
    let bindings: [String: Any] = ["MIN": 30, "NAME": "Ada"]
    #expect(compound.evaluate(with: record, substitutionVariables: bindings))
    let filled = compound.withSubstitutionVariables(bindings)
    #expect(filled.evaluate(with: record))
    #expect(filled.subpredicates.count == 2)
  }

  @Test("Block predicates mix with parsed ones")
  func blockPredicates() {
    let block = NSPredicate { object, _ in (object as? [String: Any])?["age"] as? Int == 36 }
    let parsed = NSPredicate(format: "name BEGINSWITH 'A'")
    #expect(
      NSCompoundPredicate(andPredicateWithSubpredicates: [block, parsed]).evaluate(with: record))
    #expect(block.withSubstitutionVariables(["X": 1]) === block)
  }
}
