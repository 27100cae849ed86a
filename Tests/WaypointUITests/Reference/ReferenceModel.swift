// The user types the reference snippets leave undefined, written the way an app would.
import Foundation
import Waypoint

struct Recipe: Hashable, Codable, Identifiable {
  var id: String { name }
  let name: String
  var category: Category = .desserts
  var minutes = 30
}

enum Category: String, CaseIterable, Identifiable, Hashable, Codable {
  case breakfast, desserts, drinks

  var id: Self { self }
  var name: String { rawValue.capitalized }
  var localizedName: String { name }
}

struct Chef: Hashable, Codable {
  let name: String
}

@MainActor
final class DataModel: ObservableObject {
  static let shared = DataModel()

  @Published var recipes: [Recipe] = [
    Recipe(name: "Pancakes", category: .breakfast, minutes: 20),
    Recipe(name: "Apple Pie", category: .desserts, minutes: 90),
    Recipe(name: "Brownies", category: .desserts, minutes: 45),
    Recipe(name: "Lemonade", category: .drinks, minutes: 10),
  ]

  var recipeOfTheDay: Recipe? { recipes.first { $0.name == "Apple Pie" } }

  func recipes(in category: Category?) -> [Recipe] {
    recipes.filter { $0.category == category }
  }

  func recipe(named slug: String) -> Recipe? {
    recipes.first { $0.name.lowercased().replacingOccurrences(of: " ", with: "-") == slug }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe
  var body: some View {
    VStack {
      Text(recipe.name).font(.title)
      Text("\(recipe.minutes) min")
    }
    .navigationTitle(recipe.name)
  }
}

struct RecipeTile: View {
  let recipe: Recipe
  var body: some View {
    VStack {
      Text(recipe.name).font(.headline)
      Text("\(recipe.minutes) min").foregroundStyle(.secondary)
    }
  }
}

struct CategoryDetail: View {
  let category: Category
  var body: some View {
    List(DataModel.shared.recipes(in: category)) { recipe in
      NavigationLink(recipe.name, value: recipe)
    }
    .navigationTitle(category.name)
  }
}

typealias CategoryList = CategoryDetail
typealias CategoryView = CategoryDetail

struct ChefProfile: View {
  let chef: Chef
  var body: some View {
    Text("Chef \(chef.name)").navigationTitle(chef.name)
  }
}

struct HomeView: View {
  var body: some View {
    List {
      Section("Categories") {
        ForEach(Category.allCases) { category in
          NavigationLink(category.name, value: category)
        }
      }
    }
    .navigationTitle("Home")
  }
}

struct RootView: View {
  var body: some View {
    List {
      NavigationLink("Desserts", value: Category.desserts)
      NavigationLink("Apple Pie", value: Recipe(name: "Apple Pie"))
      NavigationLink("Chef Ann", value: Chef(name: "Ann"))
    }
    .navigationTitle("Root")
  }
}

struct SettingsView: View {
  var body: some View {
    Text("Settings").navigationTitle("Settings")
  }
}

struct RecipeGrid: View {
  let category: Category?
  var body: some View {
    LazyVGrid(columns: [GridItem(), GridItem()]) {
      ForEach(DataModel.shared.recipes(in: category)) { recipe in
        NavigationLink(value: recipe) { RecipeTile(recipe: recipe) }
      }
    }
    .navigationTitle(category?.name ?? "Recipes")
  }
}
