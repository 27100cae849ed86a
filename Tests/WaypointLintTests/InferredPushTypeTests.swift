import Testing
import WaypointLint

/// `destination-missing` follows a pushed value's type where the code states it only through
/// what it iterates or how it is made.
@Suite("destination-missing: pushed values whose type is inferred")
struct InferredPushTypeTests {
  private func missing(_ body: String, extra: String = "") -> [String] {
    let source = """
      enum Shelf: String, CaseIterable, Hashable { case fiction, poetry }
      struct Library: View {
        \(extra)
        var body: some View {
          NavigationStack {
            \(body)
          }
        }
      }
      """
    return Linter().lint(sources: [(path: "Library.swift", text: source)])
      .filter { $0.ruleID == "destination-missing" }.map(\.message)
  }

  @Test("a List over T.allCases pushes T")
  func allCases() {
    let found = missing(
      #"List(Shelf.allCases, id: \.self) { shelf in NavigationLink(shelf.rawValue, value: shelf) }"#
    )
    #expect(found.count == 1)
    #expect(found.first?.hasPrefix("Shelf is pushed here") == true)
  }

  @Test("a ForEach over an array literal of T's values pushes T")
  func arrayLiteral() {
    let found = missing(
      #"ForEach([Shelf.fiction, .poetry], id: \.self) { shelf in NavigationLink("A", value: shelf) }"#
    )
    #expect(found.count == 1)
  }

  @Test("a property or a local constant made from T's values is of T's type")
  func constants() {
    let property = missing(
      #"ForEach(shelves, id: \.self) { NavigationLink("A", value: $0) }"#,
      extra: "let shelves = Shelf.allCases")
    let local = missing(
      #"let first = Shelf.fiction; NavigationLink("A", value: first)"#)
    #expect(property.count == 1)
    #expect(local.count == 1)
  }

  @Test("with a destination for T, nothing is reported")
  func destinationPresent() {
    let found = missing(
      #"""
      List(Shelf.allCases, id: \.self) { shelf in NavigationLink(shelf.rawValue, value: shelf) }
        .navigationDestination(for: Shelf.self) { Text($0.rawValue) }
      """#)
    #expect(found.isEmpty)
  }
}
