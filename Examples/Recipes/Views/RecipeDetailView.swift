import Waypoint

/// One recipe: facts, chef, ingredients, method and related recipes, which push on the detail
/// column's stack.
struct RecipeDetailView: View {
  let recipe: Recipe
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  @Environment(\.isPresented) private var isPushed
  @Environment(\.goHome) private var goHome

  var body: some View {
    List {
      Section {
        Text(recipe.summary)
        fact("Time", recipe.duration)
        fact("Serves", "\(recipe.servings)")
        fact("Difficulty", recipe.difficulty)
        Toggle(
          "Favourite",
          isOn: Binding(
            get: { store.isFavorite(recipe) },
            set: { store.setFavorite(recipe, $0) }))
      }
      if let chef = store.chef(of: recipe) {
        Section("Chef") {
          NavigationLink(value: chef) {
            Label(chef.name, systemImage: "person")
          }
        }
      }
      Section("Ingredients") {
        ForEach(recipe.ingredients, id: \.self) { ingredient in
          Text(ingredient)
        }
      }
      Section("Method") {
        ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
          Text("\(index + 1). \(step)")
        }
      }
      Section("Related") {
        ForEach(store.related(to: recipe)) { related in
          NavigationLink(related.name, value: related)
        }
      }
    }
    .navigationTitle(recipe.name)
    .toolbar {
      if isPushed, let goHome {
        ToolbarItem(placement: .primaryAction) {
          Button("Home", systemImage: "house") {
            goHome()
          }
        }
      }
    }
    .onAppear { router.noteViewed(recipe) }
  }

  private func fact(_ name: String, _ value: String) -> some View {
    HStack {
      Text(name)
      Spacer()
      Text(value)
        .foregroundStyle(.secondary)
    }
  }
}
