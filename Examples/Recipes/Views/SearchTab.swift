import Waypoint

/// The Search tab: recipes whose name or ingredients match what is typed, in a stack of their
/// own with the search field.
struct SearchTab: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store

  private var results: [Recipe] {
    let query = router.query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return [] }
    return store.recipes.filter { recipe in
      recipe.name.localizedCaseInsensitiveContains(query)
        || recipe.ingredients.contains { $0.localizedCaseInsensitiveContains(query) }
    }
  }

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.searchPath) {
      List(results) { recipe in
        RecipeRow(recipe: recipe, value: Route.recipe(recipe.id))
      }
      .overlay {
        if router.query.isEmpty {
          ContentUnavailableView(
            "Search Recipes", systemImage: "magnifyingglass",
            description: Text("Type a dish or an ingredient."))
        } else if results.isEmpty {
          ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass",
            description: Text("Nothing matches “\(router.query)”."))
        }
      }
      .navigationTitle("Search")
      .recipeDestinations()
    }
    .searchable(text: $router.query, prompt: "Dishes and ingredients")
  }
}

extension View {
  /// The screens a recipe stack pushes: recipes and chefs, by id.
  func recipeDestinations() -> some View {
    navigationDestination(for: Route.self) { route in
      RouteView(route: route)
    }
  }
}

/// The screen for a route: the recipe or chef with that id, or word that it is gone.
struct RouteView: View {
  let route: Route
  @Environment(RecipeStore.self) private var store

  var body: some View {
    switch route {
    case .recipe(let id):
      if let recipe = store.recipe(withID: id) {
        RecipeDetailView(recipe: recipe)
      } else {
        ContentUnavailableView(
          "Recipe Removed", systemImage: "fork.knife",
          description: Text("This recipe is no longer in the collection."))
      }
    case .chef(let id):
      if let chef = store.chef(withID: id) {
        ChefView(chef: chef)
      } else {
        ContentUnavailableView(
          "Chef Removed", systemImage: "person",
          description: Text("This chef is no longer in the collection."))
      }
    }
  }
}
