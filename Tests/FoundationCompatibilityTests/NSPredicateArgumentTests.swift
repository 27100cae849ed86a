import Foundation
import Testing
import WaypointFoundation

@Suite struct NSPredicateArgumentTests {
  private let record: [String: Any] = ["name": "Ada", "age": 36, "score": 9.5]

  @Test("%@ inserts a value and %K a key path")
  func objectAndKeyPath() {
    #expect(NSPredicate(format: "%K == %@", "name", "Ada").evaluate(with: record))
    #expect(
      NSPredicate(format: "%K.city == %@", "address", "Oslo")
        .evaluate(with: ["address": ["city": "Oslo"]]))
    #expect(
      NSPredicate(format: "%K == %@", "address.city", "Oslo")
        .evaluate(with: ["address": ["city": "Oslo"]]))
  }

  @Test("%d, %i, %ld, %f and %s insert numbers and strings")
  func scalarSpecifiers() {
    #expect(NSPredicate(format: "age == %d", 36).evaluate(with: record))
    #expect(NSPredicate(format: "age == %i", 36).evaluate(with: record))
    #expect(NSPredicate(format: "age == %ld", 36).evaluate(with: record))
    #expect(NSPredicate(format: "score > %f", 9.25).evaluate(with: record))
    #expect(NSPredicate(format: "name == %s", "Ada").evaluate(with: record))
  }

  @Test("A nil %@ argument compares as NIL")
  func nilArgument() {
    let missing: String? = nil
    #expect(NSPredicate(format: "nickname == %@", missing as Any).evaluate(with: record))
    #expect(NSPredicate(format: "nickname == %@", NSNull()).evaluate(with: record))
  }

  @Test("argumentArray fills specifiers like variadic arguments")
  func argumentArray() {
    let predicate = NSPredicate(format: "name == %@ AND age > %d", argumentArray: ["Ada", 30])
    #expect(predicate.evaluate(with: record))
  }

  @Test("Substitution variables come from evaluate's bindings")
  func evaluationBindings() {
    let predicate = NSPredicate(format: "age > $MIN AND name == $NAME")
    #expect(predicate.evaluate(with: record, substitutionVariables: ["MIN": 30, "NAME": "Ada"]))
    #expect(!predicate.evaluate(with: record, substitutionVariables: ["MIN": 40, "NAME": "Ada"]))
  }

  @Test("withSubstitutionVariables fixes the variables it is given")
  func substitution() {
    let template = NSPredicate(format: "age > $MIN AND name == $NAME")
    let filled = template.withSubstitutionVariables(["MIN": 30, "NAME": "Ada"])
    #expect(filled.evaluate(with: record))
    #expect(format(of: filled) == "age > 30 AND name == \"Ada\"")
    let partial = template.withSubstitutionVariables(["MIN": 30])
    #expect(format(of: partial) == "age > 30 AND name == $NAME")
  }

  @Test("An unbound variable reads as nil")
  func unboundVariable() {
    #expect(NSPredicate(format: "nickname == $NICK").evaluate(with: record))
    #expect(!NSPredicate(format: "name == $NICK").evaluate(with: record))
  }
}
