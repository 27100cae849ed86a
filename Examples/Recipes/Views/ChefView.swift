import Waypoint

/// A chef reached from a recipe: who they are and what they cook, each recipe pushed on the
/// detail column's stack.
struct ChefView: View {
  let chef: Chef
  @Environment(RecipeStore.self) private var store

  var body: some View {
    List {
      ChefSummary(chef: chef)
      Section("Recipes") {
        ForEach(store.recipes(by: chef)) { recipe in
          NavigationLink(recipe.name, value: Route.recipe(recipe.id))
        }
      }
    }
    .navigationTitle(chef.name)
  }
}

/// A chef chosen in the sidebar: who they are, and their recipes to choose from.
struct ChefRecipesView: View {
  let chef: Chef
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store

  var body: some View {
    @Bindable var router = router
    List(selection: $router.recipe) {
      ChefSummary(chef: chef)
      Section("Recipes") {
        ForEach(store.recipes(by: chef)) { recipe in
          RecipeRow(recipe: recipe)
        }
      }
    }
    .navigationTitle(chef.name)
  }
}

/// A chef's biography and specialty.
private struct ChefSummary: View {
  let chef: Chef

  var body: some View {
    Section {
      HStack(alignment: .top, spacing: 12) {
        Image(chef.imageName, bundle: .module, label: Text(chef.name))
          .resizable()
          .scaledToFit()
          .frame(width: 64, height: 64)
          .clipShape(Circle())
        Text(chef.bio)
      }
      HStack {
        Label {
          Text("Specialty")
        } icon: {
          // A template: drawn in the tint, whatever colour the picture's pixels are.
          Image("chef-hat", bundle: .module)
            .foregroundStyle(.orange)
        }
        Spacer()
        Text(chef.specialty)
          .foregroundStyle(.secondary)
      }
    }
  }
}

#Preview("Chef", traits: .modifier(SampleRecipes())) {
  @Previewable @Environment(RecipeStore.self) var store
  if let chef = store.chefs.first {
    NavigationStack { ChefView(chef: chef) }
  }
}
