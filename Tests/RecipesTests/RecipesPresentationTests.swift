import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import Recipes

@MainActor
@Suite("The recipes app's sheets and alerts")
struct RecipesPresentationTests {
  /// The app at compact width, showing Apple Pie.
  private func applePie() throws -> AppHost {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.tap("Desserts 7")
    try host.tap("Apple Pie 1 h 50 min · Medium")
    return host
  }

  @Test("Plan Meal is a form sheet with its own stack: pick a day, add a note, confirm")
  func planMeal() throws {
    let host = try applePie()
    try host.tap("Plan Meal…")
    #expect(host.presentations == [PresentedLayer(kind: .sheet, title: "Plan Meal")])
    #expect(host.render().contains("sizing: .form"))
    try host.tap("Wednesday")
    #expect(host.navigationTitle == "Wednesday")
    try host.type("Grandma visits", into: "Note")
    #expect(try host.text(in: "Note") == "Grandma visits", "the field shows what was typed")
    try host.tap("Add to Plan")
    #expect(host.presentations.isEmpty)
    #expect(
      host.navigationTitles == ["Recipes", "Desserts", "Apple Pie"], "the stack beneath kept")
    #expect(!host.elements(labeled: "Planned Wednesday").isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Closing the plan with a note written asks first; Cancel keeps it, Discard drops it")
  func discardConfirmation() throws {
    let host = try applePie()
    try host.tap("Plan Meal…")
    try host.dismiss()
    #expect(host.presentations.isEmpty, "nothing written: it closes at once")
    try host.tap("Plan Meal…")
    try host.tap("Friday")
    try host.type("Buy apples", into: "Note")
    try host.back()
    try host.dismiss()
    #expect(host.presentations.map(\.kind) == [.sheet, .confirmationDialog])
    try host.tap("Cancel")
    #expect(host.presentations.map(\.kind) == [.sheet])
    try host.dismiss()
    try host.tap("Discard")
    #expect(host.presentations.isEmpty)
    #expect(host.elements(labeled: "Planned Friday").isEmpty, "nothing was planned")
  }

  @Test("Removing the last favourite asks first in an alert")
  func lastFavourite() throws {
    let host = try applePie()
    try host.toggle("Favourite")
    try host.toggle("Favourite")
    #expect(
      host.presentations == [PresentedLayer(kind: .alert, title: "Remove your last favourite?")])
    try host.tap("Keep")
    #expect(host.presentations.isEmpty)
    #expect(try host.isOn("Favourite"))
    try host.toggle("Favourite")
    try host.tap("Remove")
    #expect(try !host.isOn("Favourite"))
  }

  @Test("Share is one sheet at the app's root that any view presents through the router")
  func share() throws {
    let host = try applePie()
    try host.tap("Share")
    #expect(host.presentations == [PresentedLayer(kind: .sheet, title: "Share Apple Pie")])
    try host.tap("Done")
    #expect(host.presentations.isEmpty)
    try host.toggle("Favourite")
    try host.selectTab("Favourites")
    try host.showContextMenu("Apple Pie")
    try host.tap("Share")
    #expect(host.presentations.map(\.title) == ["Share Apple Pie"])
  }
}

@MainActor
@Suite("The README's capture of a sheet")
struct ReadmeSheetCaptureTests {
  @Test("The Plan Meal sheet in the README is what the keys in its caption show")
  func planMealCapture() async throws {
    let readme = try String(
      contentsOf: Repository.file("README.md"),
      encoding: .utf8)
    let session = TerminalSession(
      runtime: ViewRuntime(app: RecipesApp(), horizontalSizeClass: .compact), width: 80,
      height: 20, usesColor: false)
    // Mains, its first recipe, then Plan Meal….
    for key: Key in [.down, .down, .enter, .enter, .down, .enter] { _ = await session.handle(key) }
    let screen = trimmed(session.screen.plainText)
    #expect(readme.contains("```\n" + screen + "\n```"))
  }
}
