import Foundation
import Synchronization
import Testing

@testable import WaypointFoundation

/// Serialized: two of its tests listen to the predicate reports, which are one per process.
@Suite(.serialized) struct NSPredicateFormatErrorTests {
  private let record: [String: Any] = ["name": "Ada", "age": 36]

  @Test(
    "A format that does not parse evaluates to false and says why",
    arguments: [
      "name ==", "name == 'Ada", "(age > 3", "age >", "age > 3 extra", "name CONTAINS[q] 'a'",
      "AND name == 'a'", "name ~ 'a'", "SUBQUERY(items, $x, $x.price > 1).@count > 0",
      "TRUEPREDICATE)", "", "age > %@",
    ])
  func unparseable(format: String) {
    let predicate = NSPredicate(format: format)
    #expect(!predicate.evaluate(with: record))
    let text = predicateFormat(of: predicate)
    #expect(text.hasPrefix("FALSEPREDICATE (unparseable format"))
    #expect(text.contains("\"\(format)\""))
  }

  @Test("The reason names what was expected and where")
  func reasonIsSpecific() {
    let text = predicateFormat(of: NSPredicate(format: "age >"))
    #expect(text.contains("expected a value but found the end of the format at offset 5"))
    #expect(predicateFormat(of: NSPredicate(format: "age > %@")).contains("more specifiers"))
    #expect(predicateFormat(of: NSPredicate(format: "%K == 1", 42)).contains("%K needs a key path"))
    #expect(
      predicateFormat(of: NSPredicate(format: "age == %d", "x")).contains("%d needs a number"))
  }

  @Test("Parentheses group predicates and expressions at any reasonable depth")
  func nestedParentheses() {
    #expect(NSPredicate(format: "((age + 4)) == 40").evaluate(with: record))
    #expect(
      NSPredicate(format: "((name == 'Ada')) AND ((age - 6) / 3 == 10)").evaluate(with: record))
    let deep = String(repeating: "(", count: 40) + "age == 36" + String(repeating: ")", count: 40)
    #expect(NSPredicate(format: deep).evaluate(with: record))
  }

  @Test("Nesting past the limit is refused quickly instead of exhausting the stack")
  func hostileNesting() {
    let clock = ContinuousClock()
    let started = clock.now
    let parentheses = String(repeating: "(", count: 20_000) + "a == 1"
    #expect(predicateFormat(of: NSPredicate(format: parentheses)).contains("nests too deeply"))
    let negations = String(repeating: "NOT ", count: 20_000) + "a == 1"
    #expect(!NSPredicate(format: negations).evaluate(with: record))
    let signs = "a == " + String(repeating: "-", count: 20_000) + "1"
    #expect(!NSPredicate(format: signs).evaluate(with: record))
    #expect(clock.now - started < .seconds(5))
  }

  @Test("Arbitrary text never traps: it parses or is reported")
  func arbitraryText() {
    let pieces = [
      "name", "==", "'x'", "(", ")", "AND", "OR", "NOT", "{", "}", ",", "%@", "%K", "$V", "@count",
      ".", "[", "]", "ANY", "IN", "BETWEEN", "1.5", "-", "*", "\"", "[cd]", "LIKE", "#in", "~",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var formats: [String] = []
    for _ in 0..<2_000 {
      var format = ""
      for _ in 0..<Int(state % 9) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        format += pieces[Int((state >> 33) % UInt64(pieces.count))] + " "
      }
      state = state &* 6_364_136_223_846_793_005 &+ 1
      formats.append(format)
    }
    let record = record
    _ = capturingReports {
      for format in formats {
        let predicate = NSPredicate(format: format, "name", "x")
        _ = predicate.evaluate(with: record)
        #expect(!predicateFormat(of: predicate).isEmpty)
      }
    }
  }

  @Test("A reserved word can be a key when written with #")
  func escapedReservedWord() {
    #expect(NSPredicate(format: "#in == 1").evaluate(with: ["in": 1]))
  }

  @Test("A bad format is reported on stderr once however often it is made")
  func reportedOnce() {
    let marker = "unparseable-\(UUID().uuidString)"
    let output = capturingReports {
      for _ in 0..<3 { _ = NSPredicate(format: "\(marker) ==") }
    }
    let lines = output.split(separator: "\n").filter { $0.contains(marker) }
    #expect(lines.count == 1)
    #expect(lines.first?.contains("evaluates to false") == true)
  }

  private func predicateFormat(of predicate: NSPredicate) -> String {
    format(of: predicate)
  }

  /// Runs `body` with the predicate reports sent to a list instead of stderr, and returns them
  /// one a line.
  private func capturingReports(_ body: () -> Void) -> String {
    let reports = Mutex<[String]>([])
    PredicateDiagnostics.listener.withLock { $0 = { line in reports.withLock { $0.append(line) } } }
    body()
    PredicateDiagnostics.listener.withLock { $0 = nil }
    return reports.withLock { $0.joined(separator: "\n") }
  }
}
