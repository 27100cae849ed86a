import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

// Pattern 6 of swiftui-nav-patterns.md, as written. Edits, each for a reason:
// - the conformance is `@MainActor Codable` (an isolated conformance): the pattern marks the
//   class `@MainActor` "for Swift 6 concurrency safety", and Swift 6 refuses a plain `Codable`
//   conformance whose methods are main-actor isolated.
// - `// Content` is filled in: a list of recipes linking by id, and the destination for an id.

@MainActor
private class NavigationModel: ObservableObject, @MainActor Codable {
  @Published var selectedCategory: Category?
  @Published var recipePath: [Recipe.ID] = []  // Store IDs, not objects
  enum CodingKeys: String, CodingKey {
    case selectedCategory, recipePath
  }
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(selectedCategory, forKey: .selectedCategory)
    try container.encode(recipePath, forKey: .recipePath)
  }
  required init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    selectedCategory = try container.decodeIfPresent(Category.self, forKey: .selectedCategory)
    recipePath = try container.decode([Recipe.ID].self, forKey: .recipePath)
  }
  init() {}
  var jsonData: Data? {
    get { try? JSONEncoder().encode(self) }
    set {
      guard let data = newValue,
        let model = try? JSONDecoder().decode(NavigationModel.self, from: data)
      else { return }
      selectedCategory = model.selectedCategory
      recipePath = model.recipePath
    }
  }
}

private struct ContentView: View {
  @StateObject private var navModel = NavigationModel()
  @SceneStorage("navigation") private var data: Data?
  var body: some View {
    NavigationStack(path: $navModel.recipePath) {
      // Content (filled in)
      List(DataModel.shared.recipes) { recipe in
        NavigationLink(recipe.name, value: recipe.id)
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.ID.self) { id in
        if let recipe = DataModel.shared.recipes.first(where: { $0.id == id }) {
          RecipeDetail(recipe: recipe)
        }
      }
    }
    .task {
      if let data { navModel.jsonData = data }
      for await _ in navModel.objectWillChange.values {
        data = navModel.jsonData
      }
    }
  }
}

@MainActor
@Suite("Pattern 6: SceneStorage and a Codable path of ids")
struct SceneStorageCodablePathTests {
  @Test("the path of ids is saved as it changes and comes back after a relaunch")
  func restores() async throws {
    let host = ViewHost(ContentView())
    await host.settle()
    try host.tap("Brownies")
    await host.settle()
    #expect(host.navigationTitles == ["Recipes", "Brownies"])
    try await host.relaunch()
    #expect(host.navigationTitles == ["Recipes", "Brownies"])
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }
}
