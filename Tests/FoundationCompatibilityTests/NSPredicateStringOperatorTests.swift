import Foundation
import Testing
import WaypointFoundation

@Suite struct NSPredicateStringOperatorTests {
  private func holds(_ format: String, _ value: String) -> Bool {
    NSPredicate(format: format).evaluate(with: ["title": value])
  }

  @Test("CONTAINS, BEGINSWITH and ENDSWITH match parts of a string")
  func substrings() {
    #expect(holds("title CONTAINS 'pie'", "Apple pie"))
    #expect(holds("title BEGINSWITH 'App'", "Apple pie"))
    #expect(holds("title ENDSWITH 'pie'", "Apple pie"))
    #expect(!holds("title BEGINSWITH 'pie'", "Apple pie"))
    #expect(!holds("title CONTAINS 'PIE'", "Apple pie"))
  }

  @Test("[c] ignores case, [d] ignores accents and [cd] both")
  func options() {
    #expect(holds("title CONTAINS[c] 'PIE'", "Apple pie"))
    #expect(holds("title ==[c] 'apple PIE'", "Apple pie"))
    #expect(holds("title BEGINSWITH[d] 'Cafe'", "Café crème"))
    #expect(!holds("title BEGINSWITH[d] 'cafe'", "Café crème"))
    #expect(holds("title BEGINSWITH[cd] 'cafe'", "Café crème"))
    #expect(holds("title ENDSWITH[cd] 'CREME'", "Café crème"))
  }

  @Test("LIKE matches * and ? wildcards against the whole string")
  func like() {
    #expect(holds("title LIKE 'A*e'", "Apple pie"))
    #expect(holds("title LIKE 'Appl? pie'", "Apple pie"))
    #expect(!holds("title LIKE 'Apple'", "Apple pie"))
    #expect(holds("title LIKE[c] 'apple*'", "Apple pie"))
    #expect(holds("title LIKE 'a.b*'", "a.bc"))
    #expect(!holds("title LIKE 'a.b*'", "axbc"))
  }

  @Test("MATCHES needs the regular expression to match the whole string")
  func matches() {
    #expect(holds("title MATCHES '[A-Z][a-z]+ [a-z]+'", "Apple pie"))
    #expect(!holds("title MATCHES 'Apple'", "Apple pie"))
    #expect(holds("title MATCHES[c] 'apple.*'", "Apple pie"))
    #expect(holds("title MATCHES '\\\\d{3}-\\\\d{4}'", "555-1234"))
  }

  @Test("A MATCHES pattern that is not a regular expression is false")
  func invalidRegularExpression() {
    #expect(!holds("title MATCHES '(unclosed'", "(unclosed"))
  }

  @Test("String operators on non-strings are false")
  func nonStrings() {
    let predicate = NSPredicate(format: "count BEGINSWITH '1'")
    #expect(!predicate.evaluate(with: ["count": 12]))
  }
}
