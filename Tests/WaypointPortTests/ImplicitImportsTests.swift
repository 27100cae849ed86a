import Testing

@testable import WaypointPort

@Suite(
  "What Apple's imports bring along: Observation's and Combine's names, SwiftData's Foundation")
struct ImplicitImportsTests {
  func edit(_ source: String) -> SourceEditor.Result {
    SourceEditor.edit(source, path: "Model.swift", packageHasResources: false)
  }

  @Test("every Observation name in a Foundation-only file adds import Observation")
  func observationNames() {
    for use in [
      "func f(_ m: some Observable) {}", "@Observable class A { @ObservationIgnored var b = 1 }",
      "func f() { withObservationTracking { } onChange: { } }",
      "let r = ObservationRegistrar()",
    ] {
      #expect(
        edit("import Foundation\n\(use)\n").text
          == "import Foundation\nimport Observation\n\(use)\n",
        "\(use)")
    }
    #expect(edit("import Observation\n@Observable class A {}\n").edits.isEmpty)
    #expect(
      edit("import Foundation\nclass A: ObservableObject {}\n").text.contains("Observation")
        == false)
  }

  @Test("Combine's publishers and members count as Combine names")
  func combineNames() {
    for use in [
      "var p: AnyPublisher<Int, Never>", "let s = Publishers.Merge(a, b)",
      "let e = p.eraseToAnyPublisher()", "var c: Set<AnyCancellable> = []",
    ] {
      #expect(edit("import Foundation\n\(use)\n").text.contains("\nimport Combine\n"), "\(use)")
    }
  }

  @Test("a file importing only SwiftData gets Combine, which Apple's brings through Foundation")
  func swiftDataOnly() {
    let source =
      "import SwiftData\n\n@Observable final class Filter {\n  @Published var text = \"\"\n}\n"
    let result = edit(source)
    #expect(
      result.text
        == "import SwiftData\nimport Combine\n\n"
        + "@Observable final class Filter {\n  @Published var text = \"\"\n}\n")
    #expect(
      result.edits.map(\.reason) == [
        "added import Combine: @Published comes with SwiftData on Apple's systems, not on Linux"
      ])
    #expect(result.edits.map(\.line) == [2])
  }

  @Test("a file with no import gets the imports before its first declaration")
  func noImport() {
    let result = edit("// Model\n@Observable final class A {}\n")
    #expect(result.text == "// Model\nimport Observation\n@Observable final class A {}\n")
    #expect(result.edits.first?.reason.contains("the file imports nothing") == true)
  }

  @Test("inserted imports go after the port's own #if block of imports")
  func afterImportBlock() {
    let source =
      "#if canImport(OSLog)\nimport OSLog\n#else\nimport WaypointOSLog\n#endif\nimport Foundation\n#if DEBUG\nlet debug = true\n#endif\nclass A: ObservableObject {}\n"
    #expect(
      edit(source).text
        == "#if canImport(OSLog)\nimport OSLog\n#else\nimport WaypointOSLog\n#endif\nimport Foundation\n"
        + "import Combine\n#if DEBUG\nlet debug = true\n#endif\nclass A: ObservableObject {}\n")
    let block =
      "import Foundation\n#if canImport(UIKit)\nimport UIKit\n#else\nimport WaypointUIKit\n#endif\nclass A: ObservableObject {}\n"
    #expect(edit(block).text.contains("#endif\nimport Combine\nclass A"))
  }
}
