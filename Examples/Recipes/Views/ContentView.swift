import Waypoint

/// The app's one navigation stack, with a destination for each kind of value it pushes.
struct ContentView: View {
  @Environment(Router.self) private var router

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.path) {
      HomeView()
        .navigationDestination(for: Category.self) { category in
          CategoryView(category: category)
        }
        .navigationDestination(for: Recipe.self) { recipe in
          RecipeDetailView(recipe: recipe)
        }
        .navigationDestination(for: Chef.self) { chef in
          ChefView(chef: chef)
        }
    }
  }
}
