import Foundation
import Testing
import WaypointLint

/// The reference texts' own examples: every "❌ WRONG" snippet is found by the rule that
/// describes it, and their correct patterns are not flagged at all.
@Suite("The references' snippets")
struct ReferenceSnippetTests {
  /// The ❌ snippets of swiftui-nav-patterns.md, as written there (inside a view where the
  /// snippet is an expression), with the rule that must find each.
  static let wrong: [(rule: String, source: String)] = [
    (
      "navigation-view-deprecated",
      """
      struct V: View { var body: some View {
      NavigationView {
      List { Text("x") }
      }
      .navigationViewStyle(.stack)
      } }
      """
    ),
    (
      "view-based-navigation-link",
      """
      struct V: View { var body: some View {
      NavigationLink("Recipe") {
      RecipeDetail(recipe: recipe) // View destination, no value
      }
      } }
      """
    ),
    (
      "destination-in-lazy-container",
      """
      struct V: View { var body: some View {
      LazyVGrid(columns: columns) {
      ForEach(items) { item in
      NavigationLink(value: item) { Text("x") }
      .navigationDestination(for: Item.self) { item in // Don't do this
      ItemDetail(item: item)
      }
      }
      }
      } }
      """
    ),
    (
      "persisted-path-of-models",
      """
      class NavigationModel: Codable {
      var path: [Recipe] = [] // Full Recipe objects
      }
      """
    ),
    (
      "path-mutation-in-detached-task",
      """
      func f() {
      Task.detached {
      await viewModel.path.append(recipe) // Background thread
      }
      }
      """
    ),
    (
      "router-without-main-actor",
      """
      class Router: ObservableObject {
      @Published var path = NavigationPath() // No @MainActor
      }
      """
    ),
    (
      // The reference's snippet is the TabView of an app whose one NavigationStack wraps it
      // ("All tabs share same NavigationStack"); the stack is written out here.
      "shared-path-across-tabs",
      """
      struct V: View { var body: some View {
      NavigationStack {
      TabView {
      Tab("Home") { HomeView() }
      Tab("Settings") { SettingsView() }
      }
      }
      } }
      """
    ),
    (
      "force-try-path-decode",
      """
      func restore() {
      let path = NavigationPath(try! decoder.decode(NavigationPath.CodableRepresentation.self, from: data))
      }
      """
    ),
    (
      "link-inside-button",
      """
      struct V: View { var body: some View {
      Button("Go") {
      // Some action
      } label: {
      NavigationLink(value: item) { // Fires on button AND link
      Text("Item")
      }
      }
      } }
      """
    ),
    (
      "constant-path-binding",
      """
      struct V: View {
      var body: some View {
      let path = NavigationPath() // Reset on every render!
      NavigationStack(path: .constant(path)) { Text("x") }
      }
      }
      """
    ),
    (
      "conditional-tab",
      """
      struct V: View { var body: some View {
      TabView {
      if showSettings {
      Tab("Settings", systemImage: "gear") {
      SettingsView()  // Navigation stack recreated
      }
      }
      }
      } }
      """
    ),
  ]

  @Test("Each ❌ snippet is found by its rule", arguments: wrong.map(\.rule))
  func wrongSnippet(_ rule: String) throws {
    let source = try #require(Self.wrong.first { $0.rule == rule }?.source)
    let findings = Linter().lint(sources: [("Snippet.swift", source)])
    #expect(findings.contains { $0.ruleID == rule }, "\(findings)")
  }

  @Test("The nested-stacks snippet's stack inside a sheet is not flagged, as Apple recommends it")
  func stackInSheet() {
    let source = """
      struct V: View { var body: some View {
      NavigationStack {
      SomeView()
      .sheet(isPresented: $showSheet) {
      NavigationStack { // Creates separate stack — confusing
      SheetContent()
      }
      }
      }
      } }
      """
    #expect(Linter().lint(sources: [("Snippet.swift", source)]).isEmpty)
  }

  @Test("The references' patterns (1a, 1b, 7) are not flagged")
  func patterns() {
    let source = """
      struct RecipeList: View {
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
        func showRecipe(_ recipe: Recipe) { path.append(recipe) }
        func popToRoot() { path.removeAll() }
      }

      struct ContentView: View {
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
      }

      @Observable
      @MainActor
      class Router {
        var path = NavigationPath()
        func navigate(to route: AppRoute) { path.append(route) }
        func pop() {
          guard !path.isEmpty else { return }
          path.removeLast()
        }
        func popToRoot() { path.removeLast(path.count) }
      }

      struct TabsView: View {
        var body: some View {
          TabView {
            Tab("Settings", systemImage: "gear") {
              SettingsView()
            }
            .hidden(!showSettings)
            Tab(role: .search) {
              NavigationStack { SearchResults() }
                .searchable(text: $searchText)
            }
          }
        }
      }
      """
    #expect(Linter().lint(sources: [("Patterns.swift", source)]).isEmpty)
  }

  @Test("The recipes example, ordinary SwiftUI code, has no findings")
  func recipesExample() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/Recipes").standardizedFileURL.path
    let report = try Linter().lint(paths: [folder])
    #expect(report.fileCount >= 8)
    #expect(report.findings.isEmpty, "\(report.findings)")
  }
}
