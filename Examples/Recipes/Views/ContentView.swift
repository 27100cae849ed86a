import Waypoint

/// Three columns: the sidebar, the recipes of what it selects, and the chosen recipe with its own
/// stack for chefs and related recipes. At compact width the same view is one stack.
struct ContentView: View {
  @Environment(Router.self) private var router

  var body: some View {
    @Bindable var router = router
    NavigationSplitView {
      SidebarView()
    } content: {
      Group {
        switch router.selection {
        case .category(let category):
          CategoryView(category: category)
        case .favorites:
          FavoritesView()
        case .chef(let chef):
          ChefRecipesView(chef: chef)
        case nil:
          ContentUnavailableView(
            "No Category", systemImage: "list.bullet",
            description: Text("Choose a category, your favourites or a chef."))
        }
      }
      // Wide enough for the category's table of recipes.
      .navigationSplitViewColumnWidth(min: 240, ideal: 420)
    } detail: {
      NavigationStack(path: $router.path) {
        Group {
          if let recipe = router.recipe {
            RecipeDetailView(recipe: recipe)
          } else {
            ContentUnavailableView(
              "No Recipe", systemImage: "fork.knife", description: Text("Choose a recipe."))
          }
        }
        .recipeDestinations()
      }
    }
  }
}
