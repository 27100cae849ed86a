// swiftui-nav-ref.md §7.2–7.4, copied as written.
// Edits: the snippets sit in a caseless enum (names repeat across snippets); §7.3 is prose, so
// its coordinator is written from the description; §7.4's XCTest functions run in an
// XCTestCase, unchanged.
import Testing
import Waypoint
import WaypointTesting
import XCTest

enum Ref7_2 {
  // Route enum defines all possible destinations
  enum AppRoute: Hashable {
    case home
    case category(Category)
    case recipe(Recipe)
    case settings
  }

  // Router class manages navigation
  @Observable
  class Router {
    var path = NavigationPath()

    func navigate(to route: AppRoute) {
      path.append(route)
    }

    func popToRoot() {
      path.removeLast(path.count)
    }

    func pop() {
      if !path.isEmpty {
        path.removeLast()
      }
    }
  }

  // Usage in views
  struct ContentView: View {
    @State private var router = Router()

    var body: some View {
      NavigationStack(path: $router.path) {
        HomeView()
          .navigationDestination(for: AppRoute.self) { route in
            switch route {
            case .home:
              HomeView()
            case .category(let category):
              CategoryView(category: category)
            case .recipe(let recipe):
              RecipeDetail(recipe: recipe)
            case .settings:
              SettingsView()
            }
          }
      }
      .environment(router)
    }
  }

  // In child views
  struct RecipeCard: View {
    let recipe: Recipe
    @Environment(Router.self) private var router

    var body: some View {
      Button(recipe.name) {
        router.navigate(to: .recipe(recipe))
      }
    }
  }
}

// §7.3, from its description: a Coordinator protocol with a Route type and a path; a feature
// coordinator with domain routes and a convenience method that resets the path and navigates.
enum Ref7_3 {
  @MainActor
  protocol Coordinator: AnyObject {
    associatedtype Route: Hashable
    var path: NavigationPath { get set }
  }

  @Observable @MainActor
  final class RecipesCoordinator: Coordinator {
    enum Route: Hashable {
      case category(Category)
      case recipe(Recipe)
    }

    var path = NavigationPath()

    func show(_ route: Route) { path.append(route) }

    func showRecipeOfTheDay() {
      path = NavigationPath()
      if let recipe = DataModel.shared.recipeOfTheDay { show(.recipe(recipe)) }
    }
  }

  struct RecipesFlow: View {
    @State private var coordinator = RecipesCoordinator()

    var body: some View {
      NavigationStack(path: $coordinator.path) {
        List {
          Button("Recipe of the day") { coordinator.showRecipeOfTheDay() }
          Button("Desserts") { coordinator.show(.category(.desserts)) }
        }
        .navigationTitle("Recipes")
        .navigationDestination(for: RecipesCoordinator.Route.self) { route in
          switch route {
          case .category(let category): CategoryView(category: category)
          case .recipe(let recipe): RecipeDetail(recipe: recipe)
          }
        }
      }
    }
  }
}

// §7.4, the reference's router tests, unchanged.
final class RouterTests: XCTestCase {
  typealias Router = Ref7_2.Router

  func testNavigateToRecipe() {
    let router = Router()
    let recipe = Recipe(name: "Apple Pie")

    router.navigate(to: .recipe(recipe))

    XCTAssertEqual(router.path.count, 1)
  }

  func testPopToRoot() {
    let router = Router()
    router.navigate(to: .category(.desserts))
    router.navigate(to: .recipe(Recipe(name: "Apple Pie")))

    router.popToRoot()

    XCTAssertTrue(router.path.isEmpty)
  }
}

@MainActor
@Suite("swiftui-nav-ref.md §7: routers and coordinators")
struct RouterReferenceTests {
  @Test(
    "§7.2 the content view's stack follows the router; Category links have no destination there")
  func routerContentView() throws {
    let host = ViewHost(Ref7_2.ContentView())
    #expect(host.navigationTitle == "Home")
    // HomeView links to Category values, but this stack only has a destination for AppRoute.
    #expect(throws: HostError.disabled(label: "Desserts")) { try host.tap("Desserts") }
    #expect(host.diagnostics.map(\.code) == [.linkWithoutDestination])
  }

  @Test("§7.2 a RecipeCard navigates with the router from the environment")
  func recipeCard() throws {
    let router = Ref7_2.Router()
    let host = ViewHost(
      NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
        Ref7_2.RecipeCard(recipe: Recipe(name: "Apple Pie"))
          .navigationTitle("Cards")
          .navigationDestination(for: Ref7_2.AppRoute.self) { route in
            if case .recipe(let recipe) = route { RecipeDetail(recipe: recipe) }
          }
      }
      .environment(router))
    try host.tap("Apple Pie")
    #expect(router.path.count == 1)
    #expect(host.navigationTitles == ["Cards", "Apple Pie"])
    router.pop()
    host.flush()
    #expect(host.navigationDepth == 0)
  }

  @Test("§7.3 a coordinator's convenience method resets the path and navigates")
  func coordinator() throws {
    let host = ViewHost(Ref7_3.RecipesFlow())
    try host.tap("Desserts")
    #expect(host.navigationTitles == ["Recipes", "Desserts"])
    // CategoryView links push Recipe values, which this flow routes only through its coordinator.
    #expect(throws: HostError.disabled(label: "Brownies")) { try host.tap("Brownies") }
    try host.back()
    try host.tap("Recipe of the day")
    #expect(host.navigationTitles == ["Recipes", "Apple Pie"])
  }

  @Test("§7.4 testNavigateToRecipe, through the UI")
  func navigateToRecipeThroughUI() throws {
    let router = Ref7_2.Router()
    let host = ViewHost(
      NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
        Ref7_2.RecipeCard(recipe: Recipe(name: "Apple Pie"))
          .navigationDestination(for: Ref7_2.AppRoute.self) { route in
            if case .recipe(let recipe) = route { RecipeDetail(recipe: recipe) }
          }
      }
      .environment(router))
    try host.tap("Apple Pie")
    #expect(router.path.count == 1)
    #expect(host.navigationDepth == 1)
  }

  @Test("§7.4 testPopToRoot, through the UI")
  func popToRootThroughUI() throws {
    let router = Ref7_2.Router()
    router.navigate(to: .category(.desserts))
    router.navigate(to: .recipe(Recipe(name: "Apple Pie")))
    let host = ViewHost(
      NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
        HomeView()
          .navigationDestination(for: Ref7_2.AppRoute.self) { route in
            switch route {
            case .category(let category): CategoryView(category: category)
            case .recipe(let recipe): RecipeDetail(recipe: recipe)
            default: SettingsView()
            }
          }
      }
      .environment(router))
    #expect(host.navigationTitles == ["Home", "Desserts", "Apple Pie"])
    router.popToRoot()
    host.flush()
    #expect(router.path.isEmpty)
    #expect(host.navigationDepth == 0)
  }
}
