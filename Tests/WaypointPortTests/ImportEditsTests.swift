import Testing

@testable import WaypointPort

@Suite("Imports Linux's Foundation does not bring: Combine, Observation and FoundationNetworking")
struct ImportEditsTests {
  func edit(_ source: String) -> SourceEditor.Result {
    SourceEditor.edit(source, path: "Model.swift", packageHasResources: false)
  }

  @Test("a Foundation-only file with an ObservableObject gets import Combine after its last import")
  func combineAfterLastImport() {
    let source =
      "import Foundation\nimport os\n\nfinal class Model: ObservableObject {\n  @Published var a = 1\n}\n"
    let result = edit(source)
    #expect(
      result.text
        == "import Foundation\nimport os\nimport Combine\n\nfinal class Model: ObservableObject {\n  @Published var a = 1\n}\n"
    )
    #expect(result.edits.map(\.line) == [3])
    #expect(result.edits.first?.reason.contains("ObservableObject") == true)
  }

  @Test("each Combine name, and a .sink call, is enough")
  func eachName() {
    for use in [
      "@Published var a = 1", "var c: AnyCancellable?", "let s = PassthroughSubject<Int, Never>()",
      "let s = CurrentValueSubject<Int, Never>(0)", "func f() { p.sink { _ in } }",
    ] {
      #expect(edit("import Foundation\nclass A {\n\(use)\n}\n").text.contains("import Combine"))
    }
  }

  @Test("files that import SwiftUI or Combine, or use no Combine name, are left")
  func leftAlone() {
    for source in [
      "import Foundation\nimport SwiftUI\nclass A: ObservableObject {}\n",
      "import Combine\nimport Foundation\nclass A: ObservableObject {}\n",
      "import Foundation\nlet sink = 1\nstruct A {}\n",
    ] {
      #expect(edit(source).text == source)
    }
  }

  @Test("URLSession or URLRequest adds FoundationNetworking under canImport, after the imports")
  func networking() {
    let source =
      "import Foundation\n\nfunc load() async throws { _ = try await URLSession.shared.data(from: url) }\n"
    let result = edit(source)
    #expect(
      result.text.hasPrefix(
        "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n\nfunc load()"
      ))
    #expect(result.edits.map(\.line) == [2])
    #expect(edit("import FoundationNetworking\nlet r = URLRequest(url: u)\n").edits.isEmpty)
  }

  @Test("both inserts come in order, and later edits are reported on their moved lines")
  func bothAndLines() {
    let source =
      "import Foundation\nclass A: ObservableObject {\n  let r = URLRequest(url: u)\n  let u = Bundle.main.url(forResource: \"a\", withExtension: nil)\n}\n"
    let result = SourceEditor.edit(source, path: "A.swift", packageHasResources: true)
    #expect(
      result.text.hasPrefix(
        "import Foundation\nimport Combine\n#if canImport(FoundationNetworking)\n"))
    #expect(result.edits.map(\.line) == [2, 3, 8])
  }

  @Test("a file with no import gets the import before its first declaration, after its comments")
  func noImports() {
    let source = "// Header\nlet r = URLRequest(url: u)\n"
    #expect(
      edit(source).text
        == "// Header\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\nlet r = URLRequest(url: u)\n"
    )
  }

  @Test("@Observable in a Foundation-only file gets import Observation; with SwiftUI it is left")
  func observable() {
    let result = edit("import Foundation\n\n@Observable\nclass Order {}\n")
    #expect(result.text == "import Foundation\nimport Observation\n\n@Observable\nclass Order {}\n")
    #expect(result.edits.map(\.line) == [2])
    #expect(result.edits.first?.reason.contains("@Observable") == true)
    let withSwiftUI = "import SwiftUI\n@Observable\nclass Order {}\n"
    #expect(edit(withSwiftUI).text == withSwiftUI)
    #expect(edit(withSwiftUI).edits.isEmpty)
  }
}
