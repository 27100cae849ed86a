import Waypoint

/// The recipes of one category, with a filter field and, below the list, a button for the
/// quickest recipe that matches.
struct CategoryView: View {
  let category: Category
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  @State private var filter = ""

  private var recipes: [Recipe] {
    let all = store.recipes(in: category)
    guard !filter.isEmpty else { return all }
    return all.filter { $0.name.localizedCaseInsensitiveContains(filter) }
  }

  var body: some View {
    @Bindable var router = router
    List(selection: $router.recipe) {
      Section {
        Text(category.summary)
          .foregroundStyle(.secondary)
        TextField("Filter", text: $filter, prompt: Text("Type to filter recipes"))
      }
      Section("\(recipes.count) Recipes") {
        ForEach(recipes) { recipe in
          RecipeRow(recipe: recipe)
        }
      }
    }
    .safeAreaInset(edge: .bottom) {
      if let quickest = recipes.min(by: { $0.minutes < $1.minutes }) {
        Button {
          router.recipe = quickest
        } label: {
          Label("Quickest: \(quickest.name), \(quickest.duration)", systemImage: "timer")
        }
      }
    }
    .navigationTitle(category.name)
  }
}

/// A recipe in a column's list: its name, time and difficulty; choosing it shows it in the
/// detail column.
struct RecipeRow<Value: Hashable>: View {
  let recipe: Recipe
  /// What choosing the row selects or pushes.
  let value: Value

  var body: some View {
    NavigationLink(value: value) {
      HStack {
        Text(recipe.name)
        Spacer()
        Text("\(recipe.duration) · \(recipe.difficulty)")
          .foregroundStyle(.secondary)
      }
    }
  }
}

extension RecipeRow where Value == Recipe {
  /// A row that selects its recipe, in a column's `List(selection:)`.
  init(recipe: Recipe) {
    self.init(recipe: recipe, value: recipe)
  }
}

#Preview("Category", traits: .modifier(SampleRecipes())) {
  @Previewable @Environment(RecipeStore.self) var store
  if let category = store.categories.first {
    NavigationStack { CategoryView(category: category) }
  }
}
