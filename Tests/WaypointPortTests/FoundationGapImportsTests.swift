import Testing

@testable import WaypointPort

@Suite("Foundation-only files using what Linux's Foundation lacks import WaypointFoundation")
struct FoundationGapImportsTests {
  func edit(_ source: String) -> SourceEditor.Result {
    SourceEditor.edit(source, path: "Formatting.swift", packageHasResources: false)
  }

  static let gapImport = "#if !canImport(Darwin)\nimport WaypointFoundation\n#endif"

  @Test("each gap adds the import after the last import, under !canImport(Darwin)")
  func eachGap() {
    for (use, named) in [
      ("let f = ListFormatter()", "ListFormatter"),
      ("let f: RelativeDateTimeFormatter? = nil", "RelativeDateTimeFormatter"),
      ("let s = MeasurementFormatter().string(from: m)", "MeasurementFormatter"),
      ("let p = NSPredicate(format: \"name == %@\", name)", "NSPredicate(format:)"),
      ("let v = UserDefaults.standard.value(forKey: \"k\")", "value(forKey:)"),
      (
        "func f(d: UserDefaults) { d.setValue(1, forKey: \"k\") }",
        "setValue(_:forKey:)"
      ),
      ("var title: LocalizedStringResource { \"Low\" }", "LocalizedStringResource"),
      ("let s = String(localized: \"Done\")", "String(localized:)"),
    ] {
      let result = edit("import Foundation\n\n\(use)\n")
      #expect(result.text == "import Foundation\n\(Self.gapImport)\n\n\(use)\n", "\(use)")
      #expect(
        result.edits.map(\.reason) == [
          "added import WaypointFoundation where Darwin is absent: Linux's Foundation lacks \(named)"
        ])
      #expect(result.edits.map(\.line) == [2])
    }
  }

  @Test("files importing SwiftUI, or naming no gap, are left as they are")
  func leftAlone() {
    for source in [
      "import SwiftUI\nlet f = ListFormatter()\n",
      "import SwiftData\nlet r: LocalizedStringResource = \"Low\"\n",
      "import Foundation\nlet p = NSPredicate(value: true)\n",
      "import Foundation\nlet d = UserDefaults.standard.object(forKey: \"k\")\n",
      "import Foundation\nlet f = DateFormatter()\n",
      "import Foundation\n#if !canImport(Darwin)\nimport WaypointFoundation\n#endif\nlet f = ListFormatter()\n",
    ] {
      #expect(edit(source).text == source, "\(source)")
    }
  }

  @Test("the import goes after Combine's when both are needed")
  func withCombine() {
    let source =
      "import Foundation\nfinal class Clock: ObservableObject {\n  let f = RelativeDateTimeFormatter()\n}\n"
    #expect(
      edit(source).text
        == "import Foundation\nimport Combine\n\(Self.gapImport)\nfinal class Clock: ObservableObject {\n"
        + "  let f = RelativeDateTimeFormatter()\n}\n")
  }
}
