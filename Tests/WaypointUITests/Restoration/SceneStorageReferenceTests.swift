import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

// §4.1 and §4.2 of the reference, as written. Edits, each for a reason:
// - `RecipeGrid` is `SampleRecipeGrid`: the reference model's grid declares no destination;
//   the grid of Apple's sample, which §4.1 comes from, declares one for `Recipe`.
// - `DataModel` gets the subscript by id that §4.2's `compactMap` uses, and `jsonData` and
//   `objectWillChangeSequence` are added as Apple's sample defines them ("as shown in 4.1").
// - `DataModel.shared` is read inside `MainActor.assumeIsolated`: the reference model's
//   `DataModel` is `@MainActor`, which Swift 6 checks (Apple's sample is Swift 5); the decoding
//   runs on the main actor, in the view's task.

private struct UseSceneStorage: View {
  @StateObject private var navModel = NavigationModel()
  @SceneStorage("navigation") private var data: Data?
  @StateObject private var dataModel = DataModel()

  var body: some View {
    NavigationSplitView {
      List(Category.allCases, selection: $navModel.selectedCategory) { category in
        NavigationLink(category.localizedName, value: category)
      }
      .navigationTitle("Categories")
    } detail: {
      NavigationStack(path: $navModel.recipePath) {
        SampleRecipeGrid(category: navModel.selectedCategory)
      }
    }
    .task {
      // Restore on appear
      if let data = data {
        navModel.jsonData = data
      }
      // Save on changes
      for await _ in navModel.objectWillChangeSequence {
        data = navModel.jsonData
      }
    }
    .environmentObject(dataModel)
  }
}

private class NavigationModel: ObservableObject, Codable {
  @Published var selectedCategory: Category?
  @Published var recipePath: [Recipe] = []

  enum CodingKeys: String, CodingKey {
    case selectedCategory
    case recipePathIds  // Store IDs, not full objects
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(selectedCategory, forKey: .selectedCategory)
    try container.encode(recipePath.map(\.id), forKey: .recipePathIds)
  }

  init() {}

  required init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.selectedCategory = try container.decodeIfPresent(Category.self, forKey: .selectedCategory)
    let recipePathIds = try container.decode([Recipe.ID].self, forKey: .recipePathIds)
    self.recipePath = MainActor.assumeIsolated {
      recipePathIds.compactMap { DataModel.shared[$0] }  // Discard deleted items
    }
  }

  // Added, as Apple's sample defines them.
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

  var objectWillChangeSequence: AsyncPublisher<Publishers.Buffer<ObservableObjectPublisher>> {
    objectWillChange.buffer(size: 1, prefetch: .byRequest, whenFull: .dropOldest).values
  }
}

extension DataModel {
  /// Added: the recipe with `id`, nil once it is deleted.
  subscript(id: Recipe.ID) -> Recipe? { recipes.first { $0.id == id } }
}

/// Added: the reference's grid with the destination Apple's sample declares.
private struct SampleRecipeGrid: View {
  let category: Category?
  var body: some View {
    RecipeGrid(category: category)
      .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
  }
}

@MainActor
@Suite("§4.1–4.2: complete state restoration")
struct SceneStorageReferenceTests {
  @Test("the category and the recipe path come back after a relaunch, saved by id")
  func restores() async throws {
    let host = ViewHost(UseSceneStorage(), horizontalSizeClass: .regular)
    await host.settle()
    try host.select("Desserts")
    await host.settle()
    try host.tap("Brownies")
    await host.settle()
    #expect(host.visibleColumns == ["Categories", "Brownies"])
    try await host.relaunch()
    #expect(host.visibleColumns == ["Categories", "Brownies"], "\(host.render())")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("what the scene saved names recipes by id, not whole recipes")
  func savesIDs() async throws {
    let store = RestorationStore.inMemory()
    let host = ViewHost(UseSceneStorage(), restoration: store)
    await host.settle()
    try host.select("Desserts")
    try host.tap("Apple Pie")
    await host.settle()
    host.scenePhase = .background
    guard case .data(let data) = store.read(scene: "main"),
      case .data(let saved)? = SceneStateFile.read(data).file.values["navigation"]
    else {
      Issue.record("nothing saved")
      return
    }
    #expect(String(decoding: saved, as: UTF8.self).contains(#""recipePathIds":["Apple Pie"]"#))
  }
}
