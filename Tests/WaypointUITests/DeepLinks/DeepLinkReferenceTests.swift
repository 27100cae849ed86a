import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

// §3.1 of the reference as written, and pattern 1b (NavigationPatternTests' copy, as written) from a cold
// start, beside the corrected handler that reads a custom scheme's host as the first segment.

/// §3.1: the handler pops to the root first; parsing is left to the reader ("Parse host/path").
private struct Section31: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      HomeView()
        .navigationDestination(for: Category.self) { CategoryDetail(category: $0) }
        .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
    }
    .onOpenURL { url in
      guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
        let host = components.host
      else { return }
      path.removeLast(path.count)  // Pop to root first
      // Parse host/path to determine destination, then path.append(value)
      _ = host
    }
  }
}

/// Pattern 1b corrected: a custom scheme's host is the URL's first segment.
private struct Pattern1bCorrected: View {
  @State private var path = NavigationPath()
  let dataModel = DataModel.shared
  var body: some View {
    NavigationStack(path: $path) {
      HomeView()
        .navigationDestination(for: Category.self) { CategoryView(category: $0) }
        .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
    }
    .onOpenURL { handleDeepLink($0) }
  }
  func handleDeepLink(_ url: URL) {
    path.removeLast(path.count)
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
    // The correction: `myapp://category/…` puts "category" in the host, not in the path.
    let segments =
      [components.host].compactMap { $0 } + components.path.split(separator: "/").map(String.init)
    var index = 0
    while index < segments.count - 1 {
      switch segments[index] {
      case "category":
        if let category = Category(rawValue: segments[index + 1]) { path.append(category) }
        index += 2
      case "recipe":
        if let recipe = dataModel.recipe(named: segments[index + 1]) { path.append(recipe) }
        index += 2
      default:
        index += 1
      }
    }
  }
}

private let link = URL(string: "myapp://category/desserts/recipe/apple-pie")!

@MainActor
@Suite("Deep links of the references")
struct DeepLinkReferenceTests {
  @Test("§3.1 pops to the root, at cold start and while running; a URL without a host is ignored")
  func section31() throws {
    let host = ViewHost(Section31())
    try host.tap("Desserts")
    try host.tap("Brownies")
    host.open(link)
    #expect(host.navigationTitles == ["Home"])
    try host.tap("Drinks")
    host.open(URL(string: "myapp:no-host")!)
    #expect(host.navigationTitles == ["Home", "Drinks"], "the guard returns")
    #expect(host.diagnostics.map(\.code) == [.urlNotHandled])
    let cold = ViewHost(Section31(), openURL: link)
    #expect(cold.navigationTitles == ["Home"])
  }

  @Test(
    "pattern 1b as written: Foundation puts “category” in the host, so only the recipe is pushed")
  func pattern1bAsWritten() throws {
    #expect(URLComponents(url: link, resolvingAgainstBaseURL: false)?.host == "category")
    #expect(
      URLComponents(url: link, resolvingAgainstBaseURL: false)?.path == "/desserts/recipe/apple-pie"
    )
    let cold = ViewHost(Pattern1b.ContentView(), openURL: link)
    #expect(cold.navigationTitles == ["Home", "Apple Pie"])
    let running = ViewHost(Pattern1b.ContentView())
    try running.tap("Drinks")
    running.open(link)
    #expect(running.navigationTitles == ["Home", "Apple Pie"])
  }

  @Test("pattern 1b with the host as the first segment builds the whole stack, cold or running")
  func pattern1bCorrected() throws {
    let cold = ViewHost(Pattern1bCorrected(), openURL: link)
    #expect(cold.navigationTitles == ["Home", "Desserts", "Apple Pie"])
    let running = ViewHost(Pattern1bCorrected())
    try running.tap("Drinks")
    running.open(link)
    #expect(running.navigationTitles == ["Home", "Desserts", "Apple Pie"])
    #expect(running.diagnostics.isEmpty)
  }
}
