import Waypoint

/// Where the user is: the tab, what Browse's sidebar selects, the recipe picked from it, each
/// stack's path, the search, and the moves the app makes in code.
@Observable @MainActor
final class Router {
  /// The selected tab.
  var tab = AppTab.browse

  /// The sidebar's selection; choosing something else forgets the recipe picked in the old one.
  var selection: SidebarItem? {
    didSet { if selection != oldValue { recipe = nil } }
  }

  /// The recipe shown at the root of the detail column; a new one starts its stack afresh.
  var recipe: Recipe? {
    didSet { if recipe != oldValue { path = [] } }
  }

  /// What the detail column pushed on top of the recipe: chefs and related recipes, by id.
  var path: [Route] = []
  /// The Favourites tab's stack.
  var favoritesPath: [Route] = []
  /// The Plan tab's stack: the days opened from the week.
  var planPath: [Weekday] = []
  /// The Search tab's stack, and what is typed in its search field.
  var searchPath: [Route] = []
  var query = ""
  /// The sheet shown over the whole app, which any view can present by setting it.
  var sheet: SheetDestination?
  /// The recipes opened, most recent first, without repeats.
  private(set) var recentlyViewed: [Recipe] = []

  /// Remembers that `recipe` was opened.
  func noteViewed(_ recipe: Recipe) {
    recentlyViewed.removeAll { $0 == recipe }
    recentlyViewed.insert(recipe, at: 0)
  }

  /// Shows `recipe` in its category on the Browse tab, as if the user had picked both.
  func show(_ recipe: Recipe, from store: RecipeStore) {
    tab = .browse
    if let category = store.category(of: recipe) { selection = .category(category) }
    self.recipe = recipe
  }

  /// Shows today's recipe in its category, wherever the user was.
  func showRecipeOfTheDay(from store: RecipeStore, on date: Date = .now) {
    guard let recipe = store.recipeOfTheDay(on: date) else { return }
    show(recipe, from: store)
  }

  /// Back to the sidebar with nothing selected.
  func popToRoot() {
    selection = nil
  }

  /// Back to where `tab` starts: Browse's sidebar, or the root of the tab's stack.
  func goHome(from tab: AppTab) {
    switch tab {
    case .browse: popToRoot()
    case .favorites: favoritesPath = []
    case .plan: planPath = []
    case .search: searchPath = []
    }
  }
}

/// A screen pushed on one of the app's stacks, by the id of what it shows: small to save, and a
/// recipe deleted from the data is noticed when the saved path is restored.
enum Route: Hashable, Codable {
  case recipe(Recipe.ID)
  case chef(Chef.ID)
}

/// The app's tabs.
enum AppTab: Hashable, Codable {
  case browse, favorites, plan, search
}

/// What the sidebar can select: a category, the favourites, or a chef.
enum SidebarItem: Hashable, Codable {
  case category(Category)
  case favorites
  case chef(Chef)
}

/// The sheets the app presents from its root (the skill's enum-driven sheet routing).
enum SheetDestination: Identifiable, Hashable {
  /// Sharing a recipe.
  case share(Recipe)

  var id: Self { self }
}
