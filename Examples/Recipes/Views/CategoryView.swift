import Waypoint

/// The recipes of one category, with a filter field and, below the list, a link to the quickest
/// recipe that matches.
struct CategoryView: View {
  let category: Category
  @Environment(RecipeStore.self) private var store
  @State private var filter = ""

  private var recipes: [Recipe] {
    let all = store.recipes(in: category)
    guard !filter.isEmpty else { return all }
    return all.filter { $0.name.localizedCaseInsensitiveContains(filter) }
  }

  var body: some View {
    List {
      Section {
        Text(category.summary)
          .foregroundStyle(.secondary)
        TextField("Filter", text: $filter, prompt: Text("Type to filter recipes"))
      }
      Section("\(recipes.count) Recipes") {
        ForEach(recipes) { recipe in
          NavigationLink(value: recipe) {
            HStack {
              Text(recipe.name)
              Spacer()
              Text("\(recipe.duration) · \(recipe.difficulty)")
                .foregroundStyle(.secondary)
            }
          }
        }
      }
    }
    .safeAreaInset(edge: .bottom) {
      if let quickest = recipes.min(by: { $0.minutes < $1.minutes }) {
        NavigationLink(value: quickest) {
          Label("Quickest: \(quickest.name), \(quickest.duration)", systemImage: "timer")
        }
      }
    }
    .navigationTitle(category.name)
  }
}
