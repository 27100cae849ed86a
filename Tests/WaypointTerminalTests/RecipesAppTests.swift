import Foundation
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import RecipesApp

@MainActor
@Suite("The recipes app's data and router")
struct RecipesAppTests {
  @Test("The bundled data has 5 categories, at least 30 recipes, and every reference resolves")
  func bundledData() {
    let store = RecipeStore.bundled()
    #expect(store.loadError == nil)
    #expect(store.categories.count == 5)
    #expect(store.recipes.count >= 30)
    for category in store.categories {
      #expect(!store.recipes(in: category).isEmpty, "\(category.name) has recipes")
    }
    for recipe in store.recipes {
      #expect(store.chef(of: recipe) != nil, "\(recipe.name) has a chef")
      #expect(store.related(to: recipe).count == recipe.related.count, "\(recipe.name)'s related")
      #expect(!recipe.ingredients.isEmpty && !recipe.steps.isEmpty)
    }
  }

  @Test("Malformed data is an error the app shows, not a crash")
  func malformedData() throws {
    #expect(throws: DecodingError.self) { try RecipeStore.decode(Data("{\"recipes\": 3}".utf8)) }
    let host = ViewHost(
      HomeView()
        .environment(Router())
        .environment(RecipeStore(categories: [], chefs: [], recipes: [], loadError: "no data")))
    #expect(host.render().contains("Label \"No Recipes\""))
    #expect(host.render().contains("Text \"no data\""))
  }

  @Test("The recipe of the day is the same all day and changes the next")
  func recipeOfTheDay() throws {
    let store = RecipeStore.bundled()
    let morning = Date(timeIntervalSinceReferenceDate: 86_400 * 1000 + 60)
    let evening = morning.addingTimeInterval(3600 * 20)
    let tomorrow = morning.addingTimeInterval(86_400)
    #expect(store.recipeOfTheDay(on: morning) == store.recipeOfTheDay(on: evening))
    #expect(store.recipeOfTheDay(on: morning) != store.recipeOfTheDay(on: tomorrow))
    let router = Router()
    router.showRecipeOfTheDay(from: store, on: morning)
    router.showRecipeOfTheDay(from: store, on: tomorrow)
    #expect(router.path.count == 2)
    router.popToRoot()
    #expect(router.path.isEmpty)
  }

  @Test("Headlessly: tap a category and a recipe, then go back")
  func headless() throws {
    let host = AppHost(RecipesApp())
    try host.tap("Desserts 7")
    #expect(host.navigationTitle == "Desserts")
    try host.tap("Apple Pie 1 h 50 min · Medium")
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie"])
    try host.tap("Sam Porter")
    #expect(host.navigationTitle == "Sam Porter")
    try host.tap("Banana Bread")
    #expect(host.navigationDepth == 4)
    try host.tap("Home")
    #expect(host.navigationDepth == 0)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Below a category's list, a link to its quickest recipe follows the filter")
  func quickestRecipe() throws {
    let host = AppHost(RecipesApp())
    try host.tap("Soups 7")
    try host.tap("Quickest: Red Lentil Soup, 30 min")
    #expect(host.navigationTitle == "Red Lentil Soup")
    try host.back()
    try host.type("stew", into: "Filter")
    #expect(!host.elements(labeled: "Quickest: Fisherman's Stew, 50 min").isEmpty)
    let terminal = TerminalSession(
      runtime: host.runtime, width: 60, height: 24, usesColor: false)
    let lines = terminal.screen.plainText.split(separator: "\n").map(String.init)
    #expect(
      lines.contains { $0.contains("◷ Quickest: Fisherman's Stew, 50 min") && $0.hasSuffix("›") })
  }
}
