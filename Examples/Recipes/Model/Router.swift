import Waypoint

/// Where the user is: what the sidebar selects, the recipe picked from it, the detail column's
/// path, and the moves the app makes in code. The split view reads it at every width.
@Observable @MainActor
final class Router {
  /// The sidebar's selection; choosing something else forgets the recipe picked in the old one.
  var selection: SidebarItem? {
    didSet { if selection != oldValue { recipe = nil } }
  }

  /// The recipe shown at the root of the detail column; a new one starts its stack afresh.
  var recipe: Recipe? {
    didSet { if recipe != oldValue { path = NavigationPath() } }
  }

  /// What the detail column pushed on top of the recipe: chefs and related recipes.
  var path = NavigationPath()

  /// Shows `recipe` in its category, as if the user had picked both.
  func show(_ recipe: Recipe, from store: RecipeStore) {
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
}

/// What the sidebar can select: a category, the favourites, or a chef.
enum SidebarItem: Hashable, Codable {
  case category(Category)
  case favorites
  case chef(Chef)
}
