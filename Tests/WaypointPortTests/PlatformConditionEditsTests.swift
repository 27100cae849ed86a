import Testing

@testable import WaypointPort

@Suite("#if os(iOS) becomes os(iOS) || os(Linux)")
struct PlatformConditionEditsTests {
  func edit(_ source: String) -> SourceEditor.Result {
    SourceEditor.edit(source, path: "A.swift", packageHasResources: false)
  }

  @Test("a plain #if os(iOS) gains || os(Linux), reported on its line")
  func plain() {
    let result = edit("import SwiftUI\n#if os(iOS)\nlet a = 1\n#endif\n")
    #expect(result.text == "import SwiftUI\n#if os(iOS) || os(Linux)\nlet a = 1\n#endif\n")
    #expect(result.edits.map(\.line) == [2])
    #expect(result.edits.first?.description.hasPrefix("A.swift:2: #if os(iOS) → ") == true)
  }

  @Test("os(iOS) in an || chain needs no parentheses; in an && or under ! it gets them")
  func insideExpressions() {
    #expect(
      edit("#if os(iOS) || os(watchOS)\n#endif\n").text
        == "#if os(iOS) || os(Linux) || os(watchOS)\n#endif\n")
    #expect(
      edit("#if os(iOS) && !targetEnvironment(macCatalyst)\n#endif\n").text
        == "#if (os(iOS) || os(Linux)) && !targetEnvironment(macCatalyst)\n#endif\n")
    #expect(edit("#if !os(iOS)\n#endif\n").text == "#if !(os(iOS) || os(Linux))\n#endif\n")
  }

  @Test("#elseif os(iOS) is edited too, and reported as #elseif")
  func elseIf() {
    let result = edit("#if os(macOS)\nlet a = 1\n#elseif os(iOS)\nlet a = 2\n#endif\n")
    #expect(
      result.text == "#if os(macOS)\nlet a = 1\n#elseif os(iOS) || os(Linux)\nlet a = 2\n#endif\n")
    #expect(result.edits.map(\.line) == [3])
    #expect(result.edits.first?.reason.hasPrefix("#elseif") == true)
  }

  @Test("#if inside a modifier chain is edited")
  func postfix() {
    let source = "let v = Text(\"a\")\n  #if os(iOS)\n  .bold()\n  #endif\n"
    #expect(edit(source).text.contains("#if os(iOS) || os(Linux)\n  .bold()"))
  }

  @Test("a condition that already names Linux, and other platforms, are left alone")
  func leftAlone() {
    for source in [
      "#if os(iOS) || os(Linux)\n#endif\n", "#if os(macOS)\n#endif\n", "#if os(iOSX)\n#endif\n",
    ] {
      let result = edit(source)
      #expect(result.text == source)
      #expect(result.edits.isEmpty)
    }
  }

  @Test("#if canImport(UIKit) is left alone with a note on its line")
  func canImportUIKit() {
    let source = "import SwiftUI\n\n#if canImport(UIKit)\nimport UIKit\n#endif\n"
    let result = edit(source)
    #expect(result.text == source)
    #expect(result.edits.isEmpty)
    #expect(result.notes.map(\.line) == [3])
    #expect(result.notes.first?.message.contains("canImport(UIKit)") == true)
  }
}
