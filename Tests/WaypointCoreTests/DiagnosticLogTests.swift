import Testing
import WaypointCore

@Suite("DiagnosticLog")
struct DiagnosticLogTests {
  @Test("a log records each distinct diagnostic once, oldest first")
  func deduplicates() {
    let log = DiagnosticLog()
    let first = Diagnostic(code: "a", message: "one")
    let second = Diagnostic(code: "b", message: "two", fixIt: "do this")
    log.record(first)
    log.record(second)
    log.record(first)
    #expect(log.diagnostics == [first, second])
    log.removeAll()
    #expect(log.diagnostics.isEmpty)
  }

  @Test("the log installed for a scope receives reports made inside it, and only those")
  func scoped() {
    let outer = DiagnosticLog()
    let inner = DiagnosticLog()
    DiagnosticLog.$current.withValue(outer) {
      DiagnosticLog.report(Diagnostic(code: "outer", message: "o"))
      DiagnosticLog.$current.withValue(inner) {
        DiagnosticLog.report(Diagnostic(code: "inner", message: "i"))
      }
    }
    #expect(outer.diagnostics.map(\.code) == ["outer"])
    #expect(inner.diagnostics.map(\.code) == ["inner"])
  }

  @Test("a diagnostic prints as a compiler-style line")
  func description() {
    let diagnostic = Diagnostic(
      code: "path-x", severity: .error, message: "Broken.", fixIt: "Mend it.",
      location: .init(fileID: "App/View.swift", line: 3, column: 9))
    #expect(diagnostic.description == "App/View.swift:3:9: error: Broken. [path-x] Fix: Mend it.")
  }

  @Test("the echo runs once per new diagnostic")
  func echo() {
    final class Box: @unchecked Sendable { var lines: [String] = [] }
    let box = Box()
    let log = DiagnosticLog(echo: { box.lines.append($0.message) })
    log.record(Diagnostic(code: "a", message: "m"))
    log.record(Diagnostic(code: "a", message: "m"))
    #expect(box.lines == ["m"])
  }
}
