// swiftui-nav-ref.md §1.1–1.4, copied as written.
// Edits: each snippet sits in a caseless enum (names repeat across snippets); fragments (a lone
// modifier, link forms, path operations) are placed in the smallest view or function that
// holds them; nothing else changed.
import Foundation
import Testing
import Waypoint
import WaypointTesting

enum Ref1_1Basic {
  struct Screen: View {
    var body: some View {
      NavigationStack {
        List(Category.allCases) { category in
          NavigationLink(category.name, value: category)
        }
        .navigationTitle("Categories")
        .navigationDestination(for: Category.self) { category in
          CategoryDetail(category: category)
        }
      }
    }
  }
}

enum Ref1_1Path {
  struct PushableStack: View {
    @State private var path: [Recipe] = []
    @StateObject private var dataModel = DataModel()

    var body: some View {
      NavigationStack(path: $path) {
        List(Category.allCases) { category in
          Section(category.localizedName) {
            ForEach(dataModel.recipes(in: category)) { recipe in
              NavigationLink(recipe.name, value: recipe)
            }
          }
        }
        .navigationTitle("Categories")
        .navigationDestination(for: Recipe.self) { recipe in
          RecipeDetail(recipe: recipe)
        }
      }
      .environmentObject(dataModel)
    }
  }
}

enum Ref1_2Links {
  struct Links: View {
    let recipe: Recipe
    var body: some View {
      NavigationStack {
        VStack {
          // Correct: Value-based (iOS 16+)
          NavigationLink(recipe.name, value: recipe)

          // Correct: With custom label
          NavigationLink(value: recipe) {
            RecipeTile(recipe: recipe)
          }

          // Deprecated: View-based (iOS 13-15)
          NavigationLink(recipe.name) {
            RecipeDetail(recipe: recipe)  // Don't use in new code
          }
        }
        .navigationTitle("Links")
        .navigationDestination(for: Recipe.self) { recipe in
          RecipeDetail(recipe: recipe)
        }
      }
    }
  }
}

enum Ref1_3Multiple {
  struct Screen: View {
    @State var path = NavigationPath()
    var body: some View {
      NavigationStack(path: $path) {
        RootView()
          .navigationDestination(for: Recipe.self) { recipe in
            RecipeDetail(recipe: recipe)
          }
          .navigationDestination(for: Category.self) { category in
            CategoryList(category: category)
          }
          .navigationDestination(for: Chef.self) { chef in
            ChefProfile(chef: chef)
          }
      }
    }
  }
}

enum Ref1_3Lazy {
  struct Correct: View {
    let columns = [GridItem(.adaptive(minimum: 80))]
    let recipes = DataModel.shared.recipes
    var body: some View {
      NavigationStack {
        // Correct: Outside lazy container
        ScrollView {
          LazyVGrid(columns: columns) {
            ForEach(recipes) { recipe in
              NavigationLink(value: recipe) {
                RecipeTile(recipe: recipe)
              }
            }
          }
        }
        .navigationDestination(for: Recipe.self) { recipe in
          RecipeDetail(recipe: recipe)
        }
      }
    }
  }

  struct Wrong: View {
    let recipes = DataModel.shared.recipes
    var body: some View {
      NavigationStack {
        // Wrong: Inside ForEach (may not be loaded)
        ForEach(recipes) { recipe in
          NavigationLink(value: recipe) { RecipeTile(recipe: recipe) }
            .navigationDestination(for: Recipe.self) { r in  // Don't do this
              RecipeDetail(recipe: r)
            }
        }
      }
    }
  }
}

@MainActor
@Suite("swiftui-nav-ref.md §1: NavigationStack")
struct NavigationStackReferenceTests {
  @Test("§1.1 basic: a category link pushes its detail")
  func basic() throws {
    let host = ViewHost(Ref1_1Basic.Screen())
    #expect(host.navigationTitle == "Categories")
    try host.tap("Desserts")
    #expect(host.navigationTitles == ["Categories", "Desserts"])
    // Recipe has no destination in this stack: the link is inactive, and that is diagnosed.
    #expect(throws: HostError.disabled(label: "Apple Pie")) { try host.tap("Apple Pie") }
    #expect(host.navigationTitle == "Desserts")
    #expect(host.diagnostics.map(\.code) == [.linkWithoutDestination])
  }

  @Test("§1.1 with a typed path: links append to [Recipe]; the environment object reaches screens")
  func typedPath() throws {
    let host = ViewHost(Ref1_1Path.PushableStack())
    try host.tap("Apple Pie")
    #expect(host.navigationTitles == ["Categories", "Apple Pie"])
    #expect(host.render().contains(#"Text "90 min""#))
    try host.back()
    try host.tap("Lemonade")
    #expect(host.navigationTitle == "Lemonade")
    #expect(host.diagnostics.isEmpty)
  }

  @Test(
    "§1.2 link forms: value links push through the destination; the view-based one is diagnosed")
  func linkForms() throws {
    let recipe = Recipe(name: "Brownies", minutes: 45)
    let host = ViewHost(Ref1_2Links.Links(recipe: recipe))
    try host.tap("Brownies 45 min")
    #expect(host.navigationTitle == "Brownies")
    try host.back()
    let links = host.visibleElements.filter { $0.role == .link }
    #expect(links.map(\.label) == ["Brownies", "Brownies 45 min", "Brownies"])
    try host.runtime.perform(.tap, on: links[2])
    #expect(host.navigationTitles == ["Links", "Brownies"])
    #expect(host.diagnostics.map(\.code).contains(.viewBasedLink))
  }

  @Test("§1.3 multiple types: each value type finds its destination")
  func multipleTypes() throws {
    let host = ViewHost(Ref1_3Multiple.Screen())
    try host.tap("Chef Ann")
    #expect(host.navigationTitle == "Ann")
    try host.back()
    try host.tap("Desserts")
    try host.tap("Brownies")
    #expect(host.navigationTitles == ["Root", "Desserts", "Brownies"])
    #expect(host.diagnostics.isEmpty)
  }

  @Test(
    "§1.3 placement: a destination outside the lazy grid is fine; inside ForEach it is diagnosed")
  func lazyPlacement() throws {
    let correct = ViewHost(Ref1_3Lazy.Correct())
    try correct.tap("Apple Pie")
    #expect(correct.navigationTitle == "Apple Pie")
    #expect(correct.diagnostics.isEmpty)

    let wrong = ViewHost(Ref1_3Lazy.Wrong())
    let codes = wrong.diagnostics.map(\.code)
    #expect(codes.contains(.destinationInLazyContainer))
    #expect(codes.contains(.duplicateDestination))
  }

  @Test("§1.4 path operations and Codable support")
  func pathOperations() throws {
    let recipe = Recipe(name: "Apple Pie")
    let category = Category.desserts

    // NavigationPath: Mixed types
    var path = NavigationPath()

    // Append value
    path.append(recipe)

    // Pop to previous
    path.removeLast()

    // Pop to root
    path.removeLast(path.count)
    // or
    path = NavigationPath()

    // Check count
    if path.count > 0 { Issue.record("expected an empty path") }

    // Deep link: Set multiple values
    path.append(category)
    path.append(recipe)
    #expect(path.count == 2)

    // Encode
    let data = try JSONEncoder().encode(path.codable)

    // Decode
    let codableRep = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data)
    path = NavigationPath(codableRep)
    #expect(path.count == 2)
  }
}
