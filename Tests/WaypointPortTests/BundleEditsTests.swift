import Testing

@testable import WaypointPort

@Suite("Bundle.main resource look-ups become Bundle.module")
struct BundleEditsTests {
  func edit(_ source: String, resources: Bool = true) -> SourceEditor.Result {
    SourceEditor.edit(source, path: "A.swift", packageHasResources: resources)
  }

  @Test("url(forResource:), path(forResource:) and urls(forResourcesWithExtension:) move")
  func resourceLookups() {
    let source = """
      let a = Bundle.main.url(forResource: "data", withExtension: "json")
      let b = Bundle.main.path(forResource: "data", ofType: "json")
      let c = Bundle.main.urls(forResourcesWithExtension: "json", subdirectory: nil)
      let d = Bundle.main.decode([Item].self, from: "items.json")
      """
    let result = edit(source)
    #expect(result.text == source.replacingOccurrences(of: "Bundle.main", with: "Bundle.module"))
    #expect(result.edits.map(\.line) == [1, 2, 3, 4])
    #expect(result.edits[0].reason.hasPrefix("Bundle.main.url → Bundle.module.url"))
  }

  @Test("the info-dictionary members stay on Bundle.main")
  func infoMembers() {
    let source = """
      let a = Bundle.main.infoDictionary?["CFBundleName"]
      let b = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString")
      let c = Bundle.main.bundleIdentifier
      let d = Bundle.main.bundleURL
      let e = Bundle.main.bundlePath
      """
    let result = edit(source)
    #expect(result.text == source)
    #expect(result.edits.isEmpty)
  }

  @Test("with no resources in the package the look-up stays, with a note")
  func noResources() {
    let source = "let a = Bundle.main.url(forResource: \"x\", withExtension: nil)\n"
    let result = edit(source, resources: false)
    #expect(result.text == source)
    #expect(result.notes.map(\.line) == [1])
    #expect(result.notes.first?.message.contains("no resources") == true)
  }

  @Test("Bundle.main passed as a value stays, with a note; other bundles are not touched")
  func otherUses() {
    let source =
      "let a = load(from: Bundle.main)\nlet b = Bundle(for: A.self).url(forResource: \"x\", withExtension: nil)\n"
    let result = edit(source)
    #expect(result.text == source)
    #expect(result.notes.count == 1)
  }
}
