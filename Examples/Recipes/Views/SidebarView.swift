import Waypoint

/// The first column: categories, favourites and chefs, and today's recipe in the toolbar.
struct SidebarView: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store

  var body: some View {
    @Bindable var router = router
    Group {
      if let loadError = store.loadError {
        ContentUnavailableView(
          "No Recipes", systemImage: "exclamationmark.triangle", description: Text(loadError))
      } else {
        List(selection: $router.selection) {
          Section("Categories") {
            ForEach(store.categories) { category in
              NavigationLink(value: SidebarItem.category(category)) {
                CountedRow(
                  title: category.name, systemImage: category.symbol,
                  count: store.recipes(in: category).count)
              }
            }
          }
          if !store.favorites.isEmpty {
            Section("Favourites") {
              NavigationLink(value: SidebarItem.favorites) {
                CountedRow(title: "Favourites", systemImage: "heart", count: store.favorites.count)
              }
            }
          }
          Section("Chefs") {
            ForEach(store.chefs) { chef in
              NavigationLink(chef.name, value: SidebarItem.chef(chef))
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

/// A sidebar row: a label, and how many recipes it leads to.
private struct CountedRow: View {
  let title: String
  let systemImage: String
  let count: Int

  var body: some View {
    HStack {
      Label(title, systemImage: systemImage)
      Spacer()
      Text("\(count)")
        .foregroundStyle(.secondary)
    }
  }
}
