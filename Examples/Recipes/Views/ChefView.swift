import Waypoint

/// A chef: who they are and what they cook.
struct ChefView: View {
  let chef: Chef
  @Environment(RecipeStore.self) private var store

  var body: some View {
    List {
      Section {
        Text(chef.bio)
        HStack {
          Text("Specialty")
          Spacer()
          Text(chef.specialty)
            .foregroundStyle(.secondary)
        }
      }
      Section("Recipes") {
        ForEach(store.recipes(by: chef)) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
      }
    }
    .navigationTitle(chef.name)
  }
}
