// swiftui-nav-patterns.md "Pattern 1a", the path-building half of "Pattern 1b", "Pattern 7",
// and the NavigationStack and router snippets of swiftui-navigation-skill.md, copied as written.
// Edits: each snippet sits in a caseless enum (names repeat); Pattern 1a's `recipes` and
// Pattern 1b's `dataModel`, which the snippets use without declaring, are declared; Pattern
// 1b's `.onOpenURL` stays (the host delivers the URL with `open(_:)`); the skill's snippet,
// printed on one line, is laid out on several.
import Foundation
import Testing
import Waypoint
import WaypointTesting

enum Pattern1a {
  struct RecipeList: View {
    var recipes = DataModel.shared.recipes  // declared: the snippet uses it
    @State private var path: [Recipe] = []

    var body: some View {
      NavigationStack(path: $path) {
        List(recipes) { recipe in
          NavigationLink(recipe.name, value: recipe)
        }
        .navigationTitle("Recipes")
        .navigationDestination(for: Recipe.self) { recipe in
          RecipeDetail(recipe: recipe)
        }
      }
    }

    // Programmatic navigation
    func showRecipe(_ recipe: Recipe) {
      path.append(recipe)
    }

    func popToRoot() {
      path.removeAll()
    }
  }
}

enum Pattern1b {
  struct ContentView: View {
    let dataModel = DataModel.shared  // declared: the snippet uses it
    @State private var path = NavigationPath()

    var body: some View {
      NavigationStack(path: $path) {
        HomeView()
          .navigationDestination(for: Category.self) { category in
            CategoryView(category: category)
          }
          .navigationDestination(for: Recipe.self) { recipe in
            RecipeDetail(recipe: recipe)
          }
      }
      .onOpenURL { url in
        handleDeepLink(url)
      }
    }

    func handleDeepLink(_ url: URL) {
      // URL: myapp://category/desserts/recipe/apple-pie
      path.removeLast(path.count)  // Pop to root first
      guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
      let segments = components.path.split(separator: "/").map(String.init)
      var index = 0
      while index < segments.count - 1 {
        switch segments[index] {
        case "category":
          if let category = Category(rawValue: segments[index + 1]) {
            path.append(category)
          }
          index += 2
        case "recipe":
          if let recipe = dataModel.recipe(named: segments[index + 1]) {
            path.append(recipe)
          }
          index += 2
        default:
          index += 1
        }
      }
    }
  }
}

enum Pattern7 {
  enum AppRoute: Hashable {
    case home
    case category(Category)
    case recipe(Recipe)
    case settings
  }

  @Observable
  @MainActor
  class Router {
    var path = NavigationPath()

    func navigate(to route: AppRoute) {
      path.append(route)
    }

    func pop() {
      guard !path.isEmpty else { return }
      path.removeLast()
    }

    func popToRoot() {
      path.removeLast(path.count)
    }

    func showRecipeOfTheDay() {
      popToRoot()
      if let recipe = DataModel.shared.recipeOfTheDay {
        path.append(AppRoute.recipe(recipe))
      }
    }
  }

  struct ContentView: View {
    @State private var router = Router()

    var body: some View {
      NavigationStack(path: $router.path) {
        HomeView()
          .navigationDestination(for: AppRoute.self) { route in
            switch route {
            case .home: HomeView()
            case .category(let cat): CategoryView(category: cat)
            case .recipe(let recipe): RecipeDetail(recipe: recipe)
            case .settings: SettingsView()
            }
          }
      }
      .environment(router)
    }
  }

  /// A child view that uses the router from the environment (the pattern's intent).
  struct RouterControls: View {
    @Environment(Router.self) private var router

    var body: some View {
      VStack {
        Button("Recipe of the day") { router.showRecipeOfTheDay() }
        Button("Settings") { router.navigate(to: .settings) }
        Button("Pop") { router.pop() }
        Button("Pop to root") { router.popToRoot() }
      }
    }
  }
}

enum SkillSnippet {
  struct Item: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  struct ItemRow: View {
    let item: Item
    var body: some View { Text(item.name) }
  }

  struct DetailView: View {
    let item: Item
    var body: some View { Text("Detail of \(item.name)").navigationTitle(item.name) }
  }

  struct ContentView: View {
    let items = [Item(id: 1, name: "First"), Item(id: 2, name: "Second")]
    @State private var path = NavigationPath()
    var body: some View {
      NavigationStack(path: $path) {
        List(items) { item in
          NavigationLink(value: item) {
            ItemRow(item: item)
          }
        }
        .navigationDestination(for: Item.self) { item in
          DetailView(item: item)
        }
        .navigationTitle("Items")
      }
    }

    // Programmatic navigation (the skill's snippet, as functions of the view)
    func push(_ item: Item) { path.append(item) }  // Push
    func popOne() { path.removeLast() }  // Pop one
    func popToRoot() { path = NavigationPath() }  // Pop to root
  }
}

@MainActor
@Suite("Navigation patterns and the skill's snippets")
struct NavigationPatternTests {
  @Test("Pattern 1a: a typed path of recipes")
  func pattern1a() throws {
    let host = ViewHost(Pattern1a.RecipeList())
    try host.tap("Apple Pie")
    #expect(host.navigationTitles == ["Recipes", "Apple Pie"])
    try host.back()
    #expect(host.navigationDepth == 0)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Pattern 1b: a deep link builds the whole path in one update")
  func pattern1b() throws {
    let host = ViewHost(Pattern1b.ContentView())
    try host.tap("Breakfast")
    host.resetEvaluationCount()
    host.open(try #require(URL(string: "myapp:///category/desserts/recipe/apple-pie")))
    #expect(host.navigationTitles == ["Home", "Desserts", "Apple Pie"])
    #expect(host.evaluations["CategoryDetail"] == 1)
    #expect(host.evaluations["RecipeDetail"] == 1)
  }

  @Test("Pattern 1b as written reads a custom scheme's host as no segment, losing the first one")
  func pattern1bHostPitfall() throws {
    // URLComponents puts "category" of myapp://category/desserts/… in `host`, so the snippet's
    // loop never sees it (the pitfall FACTS.md records); only the recipe is pushed.
    let host = ViewHost(Pattern1b.ContentView())
    host.open(try #require(URL(string: "myapp://category/desserts/recipe/apple-pie")))
    #expect(host.navigationTitles == ["Home", "Apple Pie"])
    host.open(try #require(URL(string: "myapp://recipe/pancakes")))
    #expect(host.navigationTitles == ["Home"])
  }

  @Test("Pattern 7: an @Observable @MainActor router driven from child views")
  func pattern7() throws {
    struct Screen: View {
      @State private var router = Pattern7.Router()
      var body: some View {
        NavigationStack(path: $router.path) {
          Pattern7.RouterControls()
            .navigationTitle("Start")
            .navigationDestination(for: Pattern7.AppRoute.self) { route in
              switch route {
              case .home: HomeView()
              case .category(let cat): CategoryView(category: cat)
              case .recipe(let recipe): RecipeDetail(recipe: recipe)
              case .settings:
                VStack {
                  SettingsView()
                  Pattern7.RouterControls()
                }
              }
            }
        }
        .environment(router)
      }
    }
    let host = ViewHost(Screen())
    try host.tap("Settings")
    try host.tap("Settings")
    #expect(host.navigationTitles == ["Start", "Settings", "Settings"])
    try host.tap("Pop")
    #expect(host.navigationTitles == ["Start", "Settings"])
    try host.tap("Pop to root")
    #expect(host.navigationDepth == 0)
    try host.tap("Settings")
    try host.tap("Recipe of the day")
    #expect(host.navigationTitles == ["Start", "Apple Pie"])
    let content = ViewHost(Pattern7.ContentView())
    #expect(content.navigationTitle == "Home")
  }

  @Test("the skill's NavigationStack: value links with custom labels, and path operations")
  func skill() throws {
    let host = ViewHost(SkillSnippet.ContentView())
    try host.tap("Second")
    #expect(host.navigationTitles == ["Items", "Second"])
    #expect(host.render().contains(#"Text "Detail of Second""#))
  }
}
