import Foundation
import Observation
import Testing
import WaypointFoundation

private struct Address {
  var city: String
  var zip: String?
}

private struct Person {
  var name: String
  var age: Int
  var address: Address?
  var status: Status
}

private enum Status: String {
  case active, archived
}

private class Animal {
  var legs = 4
}

private final class Dog: Animal {
  var name = "Rex"
}

private final class Pet: NSObject {
  var species = "cat"
  var lives = 9
}

@Observable private final class Account {
  var balance = 120
  var owner = "Ada"
}

@Suite struct NSPredicateObjectTests {
  private let ada = Person(
    name: "Ada", age: 36, address: Address(city: "London", zip: nil), status: .active)

  @Test("Stored properties of a struct are read by name, following dots through optionals")
  func structProperties() {
    #expect(NSPredicate(format: "name == 'Ada' AND age > 30").evaluate(with: ada))
    #expect(NSPredicate(format: "address.city == 'London'").evaluate(with: ada))
    #expect(NSPredicate(format: "address.zip == nil").evaluate(with: ada))
    let homeless = Person(name: "Bo", age: 3, address: nil, status: .archived)
    #expect(NSPredicate(format: "address.city == nil").evaluate(with: homeless))
  }

  @Test("An enum with a raw value compares as its raw value")
  func enumRawValues() {
    #expect(NSPredicate(format: "status == 'active'").evaluate(with: ada))
    #expect(!NSPredicate(format: "status == 'archived'").evaluate(with: ada))
  }

  @Test("Class properties include inherited ones")
  func classHierarchy() {
    #expect(NSPredicate(format: "name == 'Rex' AND legs == 4").evaluate(with: Dog()))
  }

  @Test("NSObject subclasses are read like other classes")
  func nsObjectSubclass() {
    #expect(NSPredicate(format: "species == 'cat' AND lives == 9").evaluate(with: Pet()))
  }

  @Test("Observable classes are read through their stored values")
  func observableClass() {
    #expect(NSPredicate(format: "balance >= 100 AND owner == 'Ada'").evaluate(with: Account()))
  }

  @Test("Dictionaries and NSDictionary are read by key, nested by dots")
  func dictionaries() {
    let nested: [String: Any] = ["address": ["city": "Paris"], "age": 40]
    #expect(NSPredicate(format: "address.city == 'Paris'").evaluate(with: nested))
    let dictionary = NSDictionary(dictionary: ["age": 40, "name": "Grace"])
    #expect(NSPredicate(format: "age == 40 AND name == 'Grace'").evaluate(with: dictionary))
  }

  @Test("A key the object lacks reads as nil")
  func missingKey() {
    #expect(NSPredicate(format: "nickname == nil").evaluate(with: ada))
    #expect(!NSPredicate(format: "nickname == 'A'").evaluate(with: ada))
  }

  @Test("A nil object makes key paths nil")
  func nilObject() {
    #expect(NSPredicate(format: "name == nil").evaluate(with: nil))
  }
}
