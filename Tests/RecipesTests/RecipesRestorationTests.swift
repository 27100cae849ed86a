import Foundation
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import Recipes

@MainActor
@Suite("The recipes app keeps its place across launches")
struct RecipesRestorationTests {
  @Test("a relaunch opens on the same tab, selection and stack, with favourites and recents")
  func relaunch() async throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.tap("Desserts 7")
    try host.tap("Apple Pie 1 h 50 min · Medium")
    try host.toggle("Favourite")
    try host.tap("Sam Porter")
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie", "Sam Porter"])
    try await host.relaunch()
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie", "Sam Porter"])
    #expect(host.visibleTabs.contains("Favourites"))
    #expect(try host.badge(ofTab: "Favourites") == "1")
    #expect(!host.elements(labeled: "Recently viewed: Apple Pie").isEmpty)

    try host.selectTab("Search")
    try host.type("lentil", into: "Search")
    try host.tap("Red Lentil Soup 30 min · Easy")
    try await host.relaunch()
    #expect(host.navigationTitles.last == "Red Lentil Soup", "the Search tab and its stack")
    try host.selectTab("Browse")
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie", "Sam Porter"])
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("a recipe gone from the data is left out of the restored stack, with what was above it")
  func deletedRecipe() async throws {
    let restoration = RestorationStore.inMemory()
    var saved = SavedNavigation()
    saved.selection = .category("desserts")
    saved.recipe = "apple-pie"
    saved.path = [.chef("sam-porter"), .recipe("no-longer-here"), .chef("ada-okafor")]
    saved.favoritesPath = [.recipe("no-longer-here")]
    let data = try JSONEncoder().encode(saved)
    try restoration.write(
      SceneStateFile(values: ["navigation": .data(data)]).data(), scene: "0")
    let defaults = MergingUserDefaults(fileURL: nil)
    defaults.set(#"["apple-pie","no-longer-here"]"#, forKey: "favourites")
    let host = AppHost(
      RecipesApp(), horizontalSizeClass: .compact, restoration: restoration,
      appStorage: defaults)
    await host.settle()
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie", "Sam Porter"])
    #expect(try host.badge(ofTab: "Favourites") == "1", "the missing favourite is left out")
    try host.selectTab("Favourites")
    #expect(host.navigationTitles == ["Favourites"])
  }
}
