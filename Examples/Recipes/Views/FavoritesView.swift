import Waypoint

/// The recipes the user marked as favourites.
struct FavoritesView: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store

  var body: some View {
    @Bindable var router = router
    List(selection: $router.recipe) {
      ForEach(store.favorites) { recipe in
        RecipeRow(recipe: recipe)
          .contextMenu { ShareButton(recipe: recipe) }
      }
    }
    .overlay { NoFavourites() }
    .navigationTitle("Favourites")
  }
}

/// What a list of favourites shows while there are none.
struct NoFavourites: View {
  @Environment(RecipeStore.self) private var store

  var body: some View {
    if store.favorites.isEmpty {
      ContentUnavailableView(
        "No Favourites", systemImage: "heart",
        description: Text("Mark a recipe as a favourite to find it here."))
    }
  }
}
