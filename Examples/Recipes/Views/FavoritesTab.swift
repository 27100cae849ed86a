import Waypoint

/// The Favourites tab: the favourite recipes in a stack of their own.
struct FavoritesTab: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.favoritesPath) {
      List(store.favorites) { recipe in
        NavigationLink(recipe.name, value: Route.recipe(recipe.id))
          .contextMenu { ShareButton(recipe: recipe) }
      }
      .overlay { NoFavourites() }
      .navigationTitle("Favourites")
      .recipeDestinations()
    }
  }
}
