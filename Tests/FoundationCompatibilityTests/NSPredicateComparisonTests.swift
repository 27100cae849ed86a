import Foundation
import Testing
import WaypointFoundation

@Suite struct NSPredicateComparisonTests {
  private let person: [String: Any] = ["name": "Ada", "age": 36, "height": 1.65, "retired": false]

  private func holds(_ format: String, _ args: Any..., for object: Any? = nil) -> Bool {
    NSPredicate(format: format, argumentArray: args).evaluate(with: object ?? person)
  }

  @Test("Equality is spelled == or = and inequality != or <>")
  func equality() {
    #expect(holds("name == 'Ada'"))
    #expect(holds("name = \"Ada\""))
    #expect(holds("age == 36"))
    #expect(holds("age == 36.0"))
    #expect(!holds("name != 'Ada'"))
    #expect(holds("name <> 'Grace'"))
  }

  @Test("Ordering compares numbers, strings and dates")
  func ordering() {
    #expect(holds("age > 30"))
    #expect(holds("age >= 36"))
    #expect(holds("age => 36"))
    #expect(holds("age < 40"))
    #expect(holds("age <= 36"))
    #expect(holds("age =< 36"))
    #expect(!holds("age < 36"))
    #expect(holds("height > 1.5"))
    #expect(holds("name < 'Bob'"))
    let now = Date()
    let event: [String: Any] = ["at": now]
    #expect(holds("at > %@", now.addingTimeInterval(-60), for: event))
    #expect(!holds("at > %@", now, for: event))
  }

  @Test("BETWEEN includes both bounds")
  func between() {
    #expect(holds("age BETWEEN {30, 36}"))
    #expect(holds("age BETWEEN %@", [36, 40]))
    #expect(!holds("age BETWEEN {37, 40}"))
  }

  @Test("Booleans compare as YES, NO, TRUE and FALSE")
  func booleans() {
    #expect(holds("retired == NO"))
    #expect(holds("retired == false"))
    #expect(!holds("retired == YES"))
    #expect(holds("retired == 0"))
  }

  @Test("NIL and NULL match a missing or nil value")
  func nilValues() {
    #expect(holds("nickname == nil"))
    #expect(holds("nickname == NULL"))
    #expect(!holds("name == nil"))
    #expect(holds("name != NIL"))
    let optional: [String: Any] = ["nickname": String?.none as Any]
    #expect(holds("nickname == nil", for: optional))
  }

  @Test("AND, OR and NOT combine comparisons with AND binding tighter")
  func compounds() {
    #expect(holds("name == 'Ada' AND age > 30"))
    #expect(holds("name == 'Ada' && age > 30"))
    #expect(holds("name == 'Bob' OR age > 30"))
    #expect(holds("name == 'Bob' || age > 30"))
    #expect(holds("NOT name == 'Bob'"))
    #expect(holds("!(name == 'Bob')"))
    #expect(holds("name == 'Bob' AND age > 99 OR age == 36"))
    #expect(!holds("name == 'Bob' AND (age > 99 OR age == 36)"))
  }

  @Test("TRUEPREDICATE and FALSEPREDICATE are constant")
  func constants() {
    #expect(holds("TRUEPREDICATE"))
    #expect(!holds("FALSEPREDICATE"))
    #expect(holds("TRUEPREDICATE OR FALSEPREDICATE"))
  }

  @Test("Arithmetic is computed before comparing")
  func arithmetic() {
    #expect(holds("age + 4 == 40"))
    #expect(holds("age * 2 > 70"))
    #expect(holds("(age - 6) / 3 == 10"))
    #expect(holds("-age < 0"))
  }

  @Test("Comparing unrelated kinds is false, not an error")
  func mismatchedKinds() {
    #expect(!holds("name > 3"))
    #expect(!holds("age == '36'"))
  }
}
