import Foundation
import Testing
import WaypointFoundation

@Suite struct NSPredicateCollectionTests {
  private struct Item {
    var name: String
    var price: Double
  }

  private struct Order {
    var tags: [String]
    var items: [Item]
    var scores: Set<Int>
  }

  private let order = Order(
    tags: ["gift", "express"],
    items: [Item(name: "Pen", price: 2.5), Item(name: "Book", price: 12)],
    scores: [3, 7])

  private func holds(_ format: String, _ args: Any..., for object: Any? = nil) -> Bool {
    NSPredicate(format: format, argumentArray: args).evaluate(with: object ?? order)
  }

  @Test("IN finds a value in an array or set argument and in a literal list")
  func membership() {
    let status: [String: Any] = ["status": "open", "priority": 2]
    #expect(holds("status IN %@", ["open", "pending"], for: status))
    #expect(holds("status IN %@", Set(["open"]), for: status))
    #expect(holds("priority IN {1, 2}", for: status))
    #expect(!holds("priority IN {3, 4}", for: status))
    #expect(holds("status IN[c] {'OPEN'}", for: status))
    #expect(holds("'pen' IN 'happens'", for: status))
  }

  @Test("CONTAINS on a collection looks for an element")
  func containsElement() {
    #expect(holds("tags CONTAINS 'gift'"))
    #expect(!holds("tags CONTAINS 'gif'"))
    #expect(holds("scores CONTAINS 7"))
  }

  @Test("ANY, SOME, ALL and NONE quantify over a collection")
  func quantifiers() {
    #expect(holds("ANY tags == 'gift'"))
    #expect(holds("SOME items.price > 10"))
    #expect(!holds("ALL items.price > 10"))
    #expect(holds("ALL items.price > 1"))
    #expect(holds("NONE tags == 'fragile'"))
    #expect(!holds("NONE tags BEGINSWITH 'ex'"))
    #expect(holds("ANY items.name IN {'Book', 'Lamp'}"))
  }

  @Test("Collection operators count, sum, average and find extremes")
  func collectionOperators() {
    #expect(holds("tags.@count == 2"))
    #expect(holds("items.@count > 1"))
    #expect(holds("items.@sum.price == 14.5"))
    #expect(holds("items.@avg.price == 7.25"))
    #expect(holds("items.@max.price == 12"))
    #expect(holds("items.@min.name == 'Book'"))
    #expect(holds("scores.@count == 2"))
  }

  @Test("Subscripts pick an element by position or FIRST, LAST and SIZE")
  func subscripts() {
    #expect(holds("tags[FIRST] == 'gift'"))
    #expect(holds("tags[LAST] == 'express'"))
    #expect(holds("tags[SIZE] == 2"))
    #expect(holds("tags[1] == 'express'"))
    #expect(!holds("tags[5] == 'express'"))
  }

  @Test("SELF is the evaluated string or number")
  func evaluatedObject() {
    #expect(NSPredicate(format: "SELF BEGINSWITH[c] 'a'").evaluate(with: "apple"))
    #expect(NSPredicate(format: "SELF > 3").evaluate(with: 5))
    #expect(NSPredicate(format: "SELF IN %@", [1, 2, 3]).evaluate(with: 2))
    #expect(NSPredicate(format: "SELF.@count == 3").evaluate(with: [1, 2, 3]))
  }

  @Test("Filtering an array keeps the elements the predicate holds for")
  func filtering() {
    let names = ["Alice", "Bob", "Alina", "Carol"]
    let predicate = NSPredicate(format: "SELF BEGINSWITH %@", "Al")
    #expect(names.filter { predicate.evaluate(with: $0) } == ["Alice", "Alina"])
    let filtered = (names as NSArray).filtered(using: predicate) as? [String]
    #expect(filtered == ["Alice", "Alina"])
  }
}
