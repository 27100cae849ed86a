import Foundation
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import Recipes

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

  /// What the sidebar shows for such an error is `RecipesSnapshotTests.loadError`'s snapshot.
  @Test("Malformed data is an error the app shows, not a crash")
  func malformedData() throws {
    #expect(throws: DecodingError.self) { try RecipeStore.decode(Data("{\"recipes\": 3}".utf8)) }
  }

  @Test("The recipe of the day is the same all day and changes the next")
  func recipeOfTheDay() throws {
    let store = RecipeStore.bundled()
    let morning = Date(timeIntervalSinceReferenceDate: 86_400 * 1000 + 60)
    let evening = morning.addingTimeInterval(3600 * 20)
    let tomorrow = morning.addingTimeInterval(86_400)
    #expect(store.recipeOfTheDay(on: morning) == store.recipeOfTheDay(on: evening))
    #expect(store.recipeOfTheDay(on: morning) != store.recipeOfTheDay(on: tomorrow))
  }

  @Test("The recipe of the day is shown in its category, replacing what the detail column pushed")
  func recipeOfTheDayInItsCategory() throws {
    let store = RecipeStore.bundled()
    let router = Router()
    let day = Date(timeIntervalSinceReferenceDate: 86_400 * 1000 + 60)
    let recipe = try #require(store.recipeOfTheDay(on: day))
    router.selection = .chef(store.chefs[0])
    router.recipe = store.recipes[0]
    router.path.append(.chef(store.chefs[1].id))
    router.showRecipeOfTheDay(from: store, on: day)
    #expect(router.selection == store.category(of: recipe).map(SidebarItem.category))
    #expect(router.recipe == recipe)
    #expect(router.path.isEmpty)
    router.popToRoot()
    #expect(router.selection == nil && router.recipe == nil)
  }

  @Test("At compact width the three columns are one stack: a category, a recipe, then its chef")
  func headlessCompact() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
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
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.tap("Soups 7")
    try host.tap("Quickest: Red Lentil Soup, 30 min")
    #expect(host.navigationTitle == "Red Lentil Soup")
    try host.back()
    try host.type("stew", into: "Filter")
    #expect(!host.elements(labeled: "Quickest: Fisherman's Stew, 50 min").isEmpty)
    let terminal = TerminalSession(
      runtime: host.runtime, width: 60, height: 24, usesColor: false)
    let lines = terminal.screen.plainText.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("◷ Quickest: Fisherman's Stew, 50 min") })
  }

  @Test("At regular width the sidebar, the category's recipes and the recipe are side by side")
  func headlessRegular() throws {
    let host = AppHost(RecipesApp())
    #expect(host.visibleColumns == ["Recipes", "", ""])
    #expect(!host.elements(labeled: "No Category").isEmpty)
    try host.tap("Desserts 7")
    // At regular width the category's recipes are a table (name, time, difficulty) whose rows
    // are selected.
    try host.select("Apple Pie")
    #expect(host.visibleColumns == ["Recipes", "Desserts", "Apple Pie"])
    #expect(!host.elements(labeled: "Desserts 7").isEmpty, "the sidebar stays on screen")
    #expect(throws: HostError.self) { try host.tap("Sam Porter") }
    try host.tap("Sam Porter", in: .detail)
    try host.tap("Banana Bread")
    #expect(host.navigationTitle == "Banana Bread")
    try host.back()
    #expect(host.navigationTitle == "Sam Porter")

    host.horizontalSizeClass = .compact
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie", "Sam Porter"])
    try host.back()
    try host.back()
    #expect(host.navigationTitle == "Desserts")
    #expect(throws: HostError.noColumn(.detail)) { try host.tap("Apple Pie", in: .detail) }
    host.horizontalSizeClass = .regular
    #expect(host.visibleColumns == ["Recipes", "Desserts", ""], "going back cleared the recipe")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("A chef or the favourites chosen in the sidebar list their recipes in the next column")
  func sidebarChefsAndFavourites() throws {
    let host = AppHost(RecipesApp())
    #expect(host.elements(labeled: "Favourites 1").isEmpty, "no favourites yet")
    try host.tap("Mei Tanaka")
    #expect(host.visibleColumns == ["Recipes", "Mei Tanaka", ""])
    try host.tap("Red Lentil Soup 30 min · Easy")
    try host.toggle("Favourite")
    try host.tap("Favourites 1")
    #expect(
      host.visibleColumns == ["Recipes", "Favourites", ""], "another list forgets the recipe")
    try host.tap("Red Lentil Soup 30 min · Easy")
    #expect(host.visibleColumns == ["Recipes", "Favourites", "Red Lentil Soup"])
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Tabs: Browse, Favourites with a badge of the count, Plan and Search; each keeps its place")
  func tabs() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    #expect(host.visibleTabs == ["Browse", "Favourites", "Plan", "Search"])
    try host.tap("Desserts 7")
    try host.tap("Apple Pie 1 h 50 min · Medium")
    try host.toggle("Favourite")
    #expect(try host.badge(ofTab: "Favourites") == "1")
    try host.selectTab("Favourites")
    try host.tap("Apple Pie")
    try host.tap("Sam Porter")
    #expect(host.navigationTitles == ["Favourites", "Apple Pie", "Sam Porter"])
    try host.selectTab("Browse")
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie"])
    try host.selectTab("Favourites")
    #expect(host.navigationTitle == "Sam Porter")
    try host.selectTab("Favourites")
    #expect(host.navigationTitle == "Favourites", "the selected tab again pops to its root")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Search finds recipes by name and by ingredient, in its own stack")
  func search() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.selectTab("Search")
    #expect(!host.elements(labeled: "Search Recipes").isEmpty)
    try host.type("lentil", into: "Dishes and ingredients")
    try host.tap("Red Lentil Soup 30 min · Easy")
    #expect(host.navigationTitles == ["Search", "Red Lentil Soup"])
    try host.back()
    try host.replaceText(in: "Search", with: "zzz")
    #expect(!host.elements(labeled: "No Results").isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Search's time slider keeps only the recipes ready in time, and a relaunch keeps it")
  func searchTimeLimit() async throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.selectTab("Search")
    try host.type("garlic", into: "Search")
    func results() -> [String] {
      ["Shakshuka", "Roast Tomato Soup", "Lemon Roast Chicken", "Tarka Dal"].filter { name in
        host.visibleElements.contains { $0.label.hasPrefix(name + " ") }
      }
    }
    #expect(!host.elements(labeled: "Any time").isEmpty)
    #expect(results().count == 4)
    try host.adjust("Time", to: 50)
    #expect(
      !host.elements(labeled: "Ready within 45 min").isEmpty, "on the slider's 15-minute steps")
    #expect(results() == ["Shakshuka", "Tarka Dal"])
    try host.tap("Decrease")
    #expect(results() == ["Shakshuka"])
    try await host.relaunch()
    try host.selectTab("Search")
    #expect(!host.elements(labeled: "Ready within 30 min").isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Search's Sort menu lists the results by name or by time, and closes on a choice")
  func searchOrder() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.selectTab("Search")
    try host.type("garlic", into: "Search")
    func results() -> [String] {
      host.visibleElements.compactMap { element in
        ["Shakshuka", "Roast Tomato Soup", "Lemon Roast Chicken", "Tarka Dal"].first {
          element.actions.contains(.tap) && element.label.hasPrefix($0 + " ")
        }
      }
    }
    #expect(results() == ["Lemon Roast Chicken", "Roast Tomato Soup", "Shakshuka", "Tarka Dal"])
    try host.tap("Sort")
    #expect(host.presentations.map(\.kind) == [.menu])
    try host.select("Time")
    #expect(host.presentations.isEmpty, "choosing closes the menu")
    #expect(results() == ["Shakshuka", "Tarka Dal", "Roast Tomato Soup", "Lemon Roast Chicken"])
    #expect(host.diagnostics.isEmpty)
  }

  @Test("The recently viewed recipe shows above the tab bar and opens it in Browse")
  func recentlyViewed() async throws {
    let host = AppHost(RecipesApp())
    func showsAccessory() -> Bool {
      host.visibleElements.contains { if case .tabAccessory = $0.role { true } else { false } }
    }
    #expect(!showsAccessory())
    try host.selectTab("Search")
    try host.type("lentil", into: "Search")
    try host.tap("Red Lentil Soup 30 min · Easy")
    // The recipe notes that it was viewed in a task keyed by the recipe, which runs after the
    // update that shows it.
    await host.settle()
    #expect(showsAccessory())
    #expect(!host.elements(labeled: "Recently viewed: Red Lentil Soup").isEmpty)
    try host.selectTab("Favourites")
    try host.tap("Recently viewed: Red Lentil Soup")
    #expect(host.visibleColumns == ["Recipes", "Soups", "Red Lentil Soup"], "opened in Browse")
  }
}
