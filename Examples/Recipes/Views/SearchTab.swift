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
        RecipeRow(recipe: recipe)
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
  /// The screens a recipe stack pushes: recipes and chefs.
  func recipeDestinations() -> some View {
    self
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetailView(recipe: recipe)
      }
      .navigationDestination(for: Chef.self) { chef in
        ChefView(chef: chef)
      }
  }
}
