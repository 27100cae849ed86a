import Waypoint

/// The root screen: categories, favourites and chefs, and today's recipe in the toolbar.
struct HomeView: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store

  var body: some View {
    Group {
      if let loadError = store.loadError {
        ContentUnavailableView(
          "No Recipes", systemImage: "exclamationmark.triangle", description: Text(loadError))
      } else {
        List {
          Section("Categories") {
            ForEach(store.categories) { category in
              NavigationLink(value: category) {
                HStack {
                  Label(category.name, systemImage: category.symbol)
                  Spacer()
                  Text("\(store.recipes(in: category).count)")
                    .foregroundStyle(.secondary)
                }
              }
            }
          }
          if !store.favorites.isEmpty {
            Section("Favourites") {
              ForEach(store.favorites) { recipe in
                NavigationLink(recipe.name, value: recipe)
              }
            }
          }
          Section("Chefs") {
            ForEach(store.chefs) { chef in
              NavigationLink(chef.name, value: chef)
            }
          }
        }
      }
    }
    .navigationTitle("Recipes")
    .toolbar {
      ToolbarItem(placement: .primaryAction) {
        Button("Recipe of the Day", systemImage: "star") {
          router.showRecipeOfTheDay(from: store)
        }
      }
    }
  }
}
