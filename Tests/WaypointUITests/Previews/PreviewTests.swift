import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("#Preview and PreviewProvider run")
struct PreviewTests {
  private let previews = PreviewRegistry.previews(inModule: "WaypointUITests")

  private func preview(_ title: String) throws -> PreviewEntry {
    try #require(previews.first { $0.title == title }, "no preview \(title)")
  }

  @Test("every #Preview and PreviewProvider of the module is found, in file and line order")
  func listsEveryPreview() {
    #expect(
      previews.map(\.title) == [
        "PreviewFixtures.swift:13", "Counter", "Landscape card", "Shelf one", "Shelf two",
        "Restless", "Titled list", "PreviewFixtures.swift:79", "Returned", "FormPreviews",
        "LegacyGreeting_Previews",
      ])
    #expect(previews.first?.fileID == "WaypointUITests/PreviewFixtures.swift")
    #expect(previews.first?.line == 13)
    #expect(previews.last?.fileID == nil, "a PreviewProvider has no place of its own")
  }

  @Test("a preview is named by its name or by its file and line")
  func namesAPreview() {
    #expect(PreviewRegistry.previews(named: "Counter").map(\.line) == [17])
    #expect(
      PreviewRegistry.previews(named: "PreviewFixtures.swift:22").map(\.title) == ["Landscape card"]
    )
    #expect(
      PreviewRegistry.previews(named: "WaypointUITests/PreviewFixtures.swift:13").count == 1)
    #expect(PreviewRegistry.previews(named: "No such preview").isEmpty)
  }

  @Test("traits are listed as written")
  func listsTraits() throws {
    #expect(
      try preview("Landscape card").traitDescriptions == [".landscapeLeft", ".sizeThatFitsLayout"])
    #expect(try preview("Shelf one").traitDescriptions == [".modifier(SampleShelf)"])
    #expect(try preview("PreviewFixtures.swift:79").traitDescriptions == [".portrait"])
    #expect(try preview("PreviewFixtures.swift:79").name == nil)
  }

  @Test("@Previewable state belongs to the preview: the view binds to it and changes it")
  func previewableState() async throws {
    let host = ViewHost(try await preview("Counter").makeView())
    #expect(host.render().contains("Count 2"))
    try host.tap("Count 2")
    #expect(host.render().contains("Count 3"))
  }

  @Test("a preview modifier wraps each preview in it, its shared context made once")
  func modifierSharesItsContext() async throws {
    let first = try await preview("Shelf one").check()
    let second = try await preview("Shelf two").check()
    #expect(first.contains("Shelf: Tea, Bread") && first.contains("First"))
    #expect(second.contains("Shelf: Tea, Bread") && second.contains("Second"))
    #expect(SampleShelf.contextsMade == 1)
  }

  @Test("a PreviewProvider's previews are shown like a #Preview's")
  func providerRuns() async throws {
    let text = try await preview("LegacyGreeting_Previews").check()
    #expect(text.contains("Hello from a PreviewProvider"))
  }

  @Test("checking a module's previews renders each and fails naming only the one with an error")
  func checksEveryPreview() async throws {
    let error = await #expect(throws: PreviewCheckError.self) {
      try await checkPreviews(inModule: "WaypointUITests")
    }
    let message = error.map(String.init(describing:)) ?? ""
    #expect(message.contains("“Restless” raised errors"))
    #expect(message.contains("update-loop"))
    #expect(!message.contains("Counter"))
    #expect(try await preview("Titled list").check().contains("Pantry"))
  }

  @Test("a module without previews is a failure, not a pass")
  func noPreviewsFails() async {
    await #expect(throws: PreviewCheckError.self) {
      try await checkPreviews(inModule: "NoSuchModule")
    }
  }
}

@MainActor
@Suite("A preview body may return its view")
struct ReturningPreviewTests {
  @Test("a body with declarations and an explicit return shows the returned view")
  func explicitReturn() async throws {
    let preview = try #require(PreviewRegistry.previews(named: "Returned").first)
    let host = ViewHost(try await preview.makeView())
    #expect(host.render().contains(#"Text "Returned view""#))
  }
}
