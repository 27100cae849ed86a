import Waypoint

/// The Search tab: recipes whose name or ingredients match what is typed, and that are ready
/// within the time the slider allows, in a stack of their own with the search field.
struct SearchTab: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  /// The most minutes a result may take, any time at the slider's end; the scene's, so a
  /// relaunch keeps it.
  @SceneStorage("search.minutes") private var maxMinutes = Self.anyTime
  private static let anyTime = 240.0
  /// How the results are ordered, chosen in the Sort menu.
  @SceneStorage("search.order") private var order = SearchOrder.name

  private var timeLimit: String {
    maxMinutes >= Self.anyTime ? "Any time" : "Ready within \(Int(maxMinutes)) min"
  }

  private var results: [Recipe] {
    let query = router.query.trimmingCharacters(in: .whitespaces)
    guard !query.isEmpty else { return [] }
    let found = store.recipes.filter { recipe in
      (maxMinutes >= Self.anyTime || Double(recipe.minutes) <= maxMinutes)
        && (recipe.name.localizedCaseInsensitiveContains(query)
          || recipe.ingredients.contains { $0.localizedCaseInsensitiveContains(query) })
    }
    switch order {
    case .name:
      return found.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    case .time: return found.sorted { ($0.minutes, $0.name) < ($1.minutes, $1.name) }
    }
  }

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.searchPath) {
      List {
        Section {
          Slider(value: $maxMinutes, in: 15...Self.anyTime, step: 15) {
            Text("Time")
          } minimumValueLabel: {
            Text("15 min")
          } maximumValueLabel: {
            Text("Any")
          }
        } header: {
          Text(timeLimit)
        }
        if router.query.isEmpty {
          ContentUnavailableView(
            "Search Recipes", systemImage: "magnifyingglass",
            description: Text("Type a dish or an ingredient."))
        } else if results.isEmpty {
          ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass",
            description: Text("Nothing matches “\(router.query)” (\(timeLimit.lowercased()))."))
        } else {
          Section("Results") {
            ForEach(results) { recipe in
              RecipeRow(recipe: recipe, value: Route.recipe(recipe.id))
            }
          }
        }
      }
      .navigationTitle("Search")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Menu {
            Picker("Sort By", selection: $order) {
              ForEach(SearchOrder.allCases) { order in
                Text(order.title).tag(order)
              }
            }
          } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
          }
        }
      }
      .recipeDestinations()
    }
    .searchable(text: $router.query, prompt: "Dishes and ingredients")
  }
}

/// The orders the Search tab can list its results in.
enum SearchOrder: String, CaseIterable, Identifiable {
  case name, time

  var id: Self { self }

  /// The order's name in the Sort menu.
  var title: String {
    switch self {
    case .name: "Name"
    case .time: "Time"
    }
  }
}

extension View {
  /// The screens a recipe stack pushes: recipes and chefs, by id.
  func recipeDestinations() -> some View {
    navigationDestination(for: Route.self) { route in
      RouteView(route: route)
    }
  }
}

/// The screen for a route: the recipe or chef with that id, or word that it is gone.
struct RouteView: View {
  let route: Route
  @Environment(RecipeStore.self) private var store

  var body: some View {
    switch route {
    case .recipe(let id):
      if let recipe = store.recipe(withID: id) {
        RecipeDetailView(recipe: recipe)
      } else {
        ContentUnavailableView(
          "Recipe Removed", systemImage: "fork.knife",
          description: Text("This recipe is no longer in the collection."))
      }
    case .chef(let id):
      if let chef = store.chef(withID: id) {
        ChefView(chef: chef)
      } else {
        ContentUnavailableView(
          "Chef Removed", systemImage: "person",
          description: Text("This chef is no longer in the collection."))
      }
    }
  }
}
