import Foundation
import SwiftData
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import Recipes

@MainActor
@Suite("The recipes app's meal plan, kept with SwiftData")
struct RecipesMealPlanTests {
  /// The app with its data in a new folder, on Apple Pie's screen.
  func applePie(data folder: URL) throws -> AppHost {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact, appData: .folder(folder))
    try host.tap("Desserts 7")
    try host.tap("Apple Pie 1 h 50 min · Medium")
    return host
  }

  func newFolder() -> URL {
    FileManager.default.temporaryDirectory.appending(path: "recipes-plan-\(UUID().uuidString)")
  }

  @Test(
    "a planned meal is inserted, listed by day, edited with a shopping list, kept across a relaunch, and removed"
  )
  func planEditRelaunchRemove() async throws {
    let folder = newFolder()
    let host = try applePie(data: folder)
    try host.tap("Plan Meal…")
    try host.tap("Wednesday")
    try host.type("Grandma visits", into: "Note")
    try host.tap("Add to Plan")
    try host.selectTab("Plan")
    #expect(host.navigationTitles == ["Meal Plan"])
    #expect(!host.elements(labeled: "Wednesday Apple Pie").isEmpty)

    try host.tap("Wednesday Apple Pie")
    #expect(host.navigationTitles == ["Meal Plan", "Wednesday"])
    #expect(try host.text(in: "Note") == "Grandma visits")
    try host.replaceText(in: "Note", with: "Grandma and Tom visit")
    try host.type("Bramley apples", into: "Add item")
    try host.tap("Add to List")
    try host.type("Cream", into: "Add item")
    try host.submit("Add item")
    try host.toggle("Bramley apples")
    #expect(try host.isOn("Bramley apples"))
    #expect(try !host.isOn("Cream"))

    try await host.relaunch()
    #expect(host.navigationTitles == ["Meal Plan", "Wednesday"], "the Plan tab and its day")
    #expect(try host.text(in: "Note") == "Grandma and Tom visit")
    #expect(try host.isOn("Bramley apples"))
    #expect(try !host.isOn("Cream"))

    try host.tap("Remove Cream")
    #expect(host.elements(labeled: "Cream").isEmpty)
    try host.tap("Remove from Plan")
    #expect(host.navigationTitles == ["Meal Plan"])
    #expect(!host.elements(labeled: "Nothing Planned").isEmpty)

    try await host.relaunch()
    try host.selectTab("Plan")
    #expect(!host.elements(labeled: "Nothing Planned").isEmpty, "the removal was saved")
    let store = try ModelContainer(
      for: PlannedMeal.self,
      configurations: ModelConfiguration(url: folder.appending(path: "default.store")))
    let context = ModelContext(store)
    #expect(try context.fetchCount(FetchDescriptor<PlannedMeal>()) == 0)
    #expect(try context.fetchCount(FetchDescriptor<ShoppingItem>()) == 0, "the list went with it")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("planning another recipe on a planned day replaces it, and the week is in day order")
  func replaceAndOrder() throws {
    let host = try applePie(data: newFolder())
    for day in ["Friday", "Monday"] {
      try host.tap("Plan Meal…")
      try host.tap(day)
      try host.tap("Add to Plan")
    }
    #expect(!host.elements(labeled: "Planned Monday, Friday").isEmpty)
    try host.back()
    try host.tap("Chocolate Mousse")
    try host.tap("Plan Meal…")
    #expect(!host.elements(labeled: "Friday replaces Apple Pie").isEmpty)
    try host.tap("Friday")
    try host.tap("Add to Plan")
    try host.selectTab("Plan")
    let rows = host.render(TextSnapshot.Options(onScreenOnly: true))
    let monday = try #require(rows.firstRange(of: "Monday"))
    let friday = try #require(rows.firstRange(of: "Friday"))
    #expect(monday.lowerBound < friday.lowerBound)
    #expect(!host.elements(labeled: "Friday Chocolate Mousse").isEmpty)
    #expect(!host.elements(labeled: "Monday Apple Pie").isEmpty)
  }

  @Test("a link opens a day of the plan")
  func deepLink() throws {
    let host = AppHost(
      RecipesApp(), horizontalSizeClass: .compact, openURL: URL(string: "recipes://plan/sunday"))
    #expect(host.navigationTitles == ["Meal Plan", "Sunday"])
    #expect(!host.elements(labeled: "Nothing Planned").isEmpty)
  }
}
