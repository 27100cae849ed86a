import Waypoint

/// Where the user is: the navigation path, and the moves the app makes in code.
@Observable @MainActor
final class Router {
  var path = NavigationPath()

  func show(_ recipe: Recipe) {
    path.append(recipe)
  }

  /// Pushes today's recipe on top of wherever the user is.
  func showRecipeOfTheDay(from store: RecipeStore, on date: Date = .now) {
    guard let recipe = store.recipeOfTheDay(on: date) else { return }
    show(recipe)
  }

  func popToRoot() {
    path.removeLast(path.count)
  }
}
