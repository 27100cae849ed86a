import Waypoint

/// The recipes of one category, with a filter field and, below them, a button for the
/// quickest recipe that matches: a list at compact width, a table sorted by a column's header at
/// regular width.
struct CategoryView: View {
  let category: Category
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  @Environment(\.horizontalSizeClass) private var sizeClass
  @State private var filter = ""
  /// The table's sort order: none until a header is chosen, so the recipes keep the book's order.
  @State private var sortOrder: [KeyPathComparator<Recipe>] = []

  private var recipes: [Recipe] {
    let all = store.recipes(in: category)
    guard !filter.isEmpty else { return all }
    return all.filter { $0.name.localizedCaseInsensitiveContains(filter) }
  }

  var body: some View {
    Group {
      if sizeClass == .regular {
        VStack(alignment: .leading) {
          header
          table
        }
      } else {
        list
      }
    }
    .safeAreaInset(edge: .bottom) {
      if let quickest = recipes.min(by: { $0.minutes < $1.minutes }) {
        Button {
          router.recipe = quickest
        } label: {
          Label("Quickest: \(quickest.name), \(quickest.duration)", systemImage: "timer")
        }
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
        // The bar's tint fades downwards to the window's bottom edge, under a tab bar or a
        // home indicator.
        .background {
          LinearGradient(
            colors: [.orange.opacity(0.2), .orange.opacity(0.05)], startPoint: .top,
            endPoint: .bottom
          )
          .ignoresSafeArea(edges: .bottom)
        }
      }
    }
    .navigationTitle(category.name)
  }

  private var header: some View {
    Group {
      Text(category.summary)
        .foregroundStyle(.secondary)
      TextField("Filter", text: $filter, prompt: Text("Type to filter recipes"))
    }
  }

  private var list: some View {
    @Bindable var router = router
    return List(selection: $router.recipe) {
      Section { header }
      Section("\(recipes.count) Recipes") {
        ForEach(recipes) { recipe in
          RecipeRow(recipe: recipe)
        }
      }
    }
  }

  /// The recipes in columns; choosing a header sorts by it, choosing a row shows the recipe.
  private var table: some View {
    let selection = Binding<Recipe.ID?>(
      get: { router.recipe?.id },
      set: { id in router.recipe = id.flatMap(store.recipe(withID:)) })
    let rows = sortOrder.isEmpty ? recipes : recipes.sorted(using: sortOrder)
    return Table(rows, selection: selection, sortOrder: $sortOrder) {
      TableColumn("Name", value: \.name)
      TableColumn("Time", value: \.minutes) { recipe in Text(recipe.duration) }
        .width(96)
      TableColumn("Difficulty", value: \.difficulty)
        .width(96)
    }
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
        Image(decorative: recipe.imageName, bundle: .module)
          .resizable()
          .scaledToFill()
          .frame(width: 40, height: 30)
          .clipShape(.rect(cornerRadius: 6))
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
