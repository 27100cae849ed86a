import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import Recipes

@MainActor
@Suite("Navigation state: one answer to where the user is")
struct NavigationStateTests {
  /// The state after a round trip through JSON, as a reader of `--navigation-state` gets it.
  private func roundTrip(_ state: NavigationState) throws -> NavigationState {
    try JSONDecoder().decode(NavigationState.self, from: Data(state.json.utf8))
  }

  @Test("a deep link at compact width: its recipe in front of its category, in the Browse tab")
  func deepLinkCompact() throws {
    let host = AppHost(
      RecipesApp(), horizontalSizeClass: .compact,
      openURL: URL(string: "recipes://recipe/shakshuka"))
    let state = host.navigationState
    #expect(state.frontScreen?.title == "Shakshuka")
    #expect(state.frontScreen?.index == 2)
    #expect(state.screenTitles == ["Recipes", "Breakfast", "Shakshuka"])
    #expect(state.selectedTab == "Browse")
    #expect(state.visibleTabs == host.visibleTabs)
    #expect(state.visibleColumns == [])
    #expect(state.layers == [])
    #expect(try roundTrip(state) == state)
    // The tab view holds the collapsed split view's stack; the screens under the front one are
    // there, covered.
    let tabView = try #require(state.containers.first { $0.kind == .tabView })
    #expect(tabView.tabs.filter(\.isSelected).map(\.title) == ["Browse"])
    let stack = try #require(tabView.containers.first { $0.kind == .stack })
    #expect(stack.screens.map(\.title) == ["Recipes", "Breakfast", "Shakshuka"])
    #expect(stack.screens.map(\.isOnScreen) == [false, false, true])
  }

  @Test("at regular width the columns show side by side, and the front screen is the detail's")
  func regularColumns() throws {
    let host = AppHost(
      RecipesApp(), horizontalSizeClass: .regular,
      openURL: URL(string: "recipes://recipe/shakshuka"))
    let state = host.navigationState
    #expect(state.visibleColumns == host.visibleColumns)
    #expect(state.visibleColumns.last == "Shakshuka")
    #expect(state.frontScreen?.title == "Shakshuka")
    let split = try #require(
      state.containers.first { $0.kind == .tabView }?.containers.first { $0.kind == .splitView })
    #expect(split.columns.filter(\.isVisible).count == state.visibleColumns.count)
    #expect(try roundTrip(state) == state)
  }

  @Test("a sheet is a layer over the screen, and its own screen is in front; dismissing it ends it")
  func sheet() throws {
    let host = AppHost(
      RecipesApp(), horizontalSizeClass: .compact,
      openURL: URL(string: "recipes://recipe/shakshuka"))
    try host.tap("Plan Meal…")
    let state = host.navigationState
    #expect(state.layers.map(\.kind) == [.sheet])
    #expect(state.layers.first?.title == host.presentations.first?.title)
    #expect(state.frontScreen?.title == host.navigationTitle)
    #expect(state.frontScreen?.title != "Shakshuka")
    #expect(try roundTrip(state) == state)
    try host.dismiss()
    #expect(host.navigationState.layers == [])
    #expect(host.navigationState.frontScreen?.title == "Shakshuka")
  }

  @Test("switching tabs changes the selected tab and the front screen with it")
  func tabs() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.selectTab("Favourites")
    #expect(host.navigationState.selectedTab == "Favourites")
    #expect(host.navigationState.frontScreen?.title == host.navigationTitle)
    try host.selectTab("Browse")
    #expect(host.navigationState.selectedTab == "Browse")
    #expect(host.navigationState.screenTitles == ["Recipes"])
  }

  @Test("the JSON has every key, with null for a tab view there is not")
  func jsonShape() throws {
    let host = ViewHost(NavigationStack { Text("Home").navigationTitle("Home") })
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(host.navigationState.json.utf8))
        as? [String: Any])
    #expect(
      Set(object.keys) == [
        "containers", "frontScreen", "layers", "navigationAddress", "screenTitles", "selectedTab",
        "visibleColumns", "visibleTabs", "windowTitle",
      ])
    #expect(object["selectedTab"] is NSNull)
    #expect((object["frontScreen"] as? [String: Any])?["title"] as? String == "Home")
    #expect(object["screenTitles"] as? [String] == ["Home"])
  }

  @Test(
    "reading the state after a push, a pop or a tab switch looks at what changed, not the depth",
    arguments: [10, 400])
  func costFollowsChange(depth: Int) throws {
    struct Deep: View {
      @State var path: [Int]
      @State var tab = 0
      var body: some View {
        TabView(selection: $tab) {
          Tab("Deep", systemImage: "circle", value: 0) {
            NavigationStack(path: $path) {
              Text("Root").navigationTitle("Root")
                .navigationDestination(for: Int.self) { level in
                  NavigationLink("Next", value: level + 1).navigationTitle("Level \(level)")
                }
            }
          }
          Tab("Other", systemImage: "square", value: 1) { Text("Other") }
        }
      }
    }
    let host = ViewHost(Deep(path: Array(1...depth)))
    let keeper = try #require(host.scene?.navigationKeeper)
    #expect(host.navigationDepth == depth)
    try host.tap("Next")
    #expect(host.navigationDepth == depth + 1)
    #expect(keeper.elementsRead <= 12, "push: \(keeper.elementsRead)")
    try host.back()
    #expect(host.navigationDepth == depth)
    #expect(keeper.elementsRead <= 12, "pop: \(keeper.elementsRead)")
    try host.selectTab("Other")
    #expect(host.navigationState.selectedTab == "Other")
    try host.selectTab("Deep")
    #expect(host.navigationDepth == depth)
    #expect(keeper.elementsRead <= 12, "tab switch: \(keeper.elementsRead)")
  }

  /// The state read afresh from the scene's elements, with no keeper's memory of earlier ones.
  private func freshState(_ host: ViewHost) throws -> NavigationState {
    let scene = try #require(host.scene)
    let elements = scene.elements
    return NavigationState(
      elements: elements,
      reachableStart: ModalLayering.topmostModalLayer(in: elements)?.position ?? 0,
      navigationAddress: scene.navigationAddress?.absoluteString)
  }

  @Test(
    "the kept state, read after each of 120 random steps, is the state read afresh",
    arguments: [2, 3, 4] as [UInt64])
  func keptEqualsFresh(seed: UInt64) async throws {
    var random = SplitMix(seed: seed)
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    let links = [
      "recipes://recipe/shakshuka", "recipes://category/desserts", "recipes://chef/sam-porter",
      "recipes://recipe/apple-pie", "recipes://search?q=lentil", "recipes://category/soups",
      "recipes://plan/friday",
    ]
    var seen: Set<NavigationState> = []
    for step in 0..<120 {
      switch random.int(in: 0...9) {
      case 0: host.open(try #require(URL(string: links[random.int(in: 0...links.count - 1)])))
      case 1:
        try? host.selectTab(["Browse", "Favourites", "Plan", "Search"][random.int(in: 0...3)])
      case 2: try? host.back()
      case 3: try? host.dismiss()
      case 4: host.horizontalSizeClass = host.horizontalSizeClass == .compact ? .regular : .compact
      default:
        // Something a user could activate: a link, a row, a button, a tab.
        let targets = host.visibleElements.filter { $0.primaryAction != nil && !$0.label.isEmpty }
        if !targets.isEmpty {
          let target = targets[random.int(in: 0...targets.count - 1)]
          if let action = target.primaryAction { try? host.runtime.perform(action, on: target) }
        }
      }
      await host.runtime.settle()
      let kept = host.navigationState
      #expect(kept == (try freshState(host)), "seed \(seed), step \(step)")
      #expect(host.navigationState == kept, "a second reading is the same")
      seen.insert(kept)
    }
    // The walk went to many places: stacks, columns, tabs and layers.
    #expect(seen.count > 20)
    #expect(Set(seen.flatMap(\.layers).map(\.kind)).count > 0)
  }
}

@Suite(
  "--navigation-state prints where a launch leads",
  .integration)
struct NavigationStateCommandLineIntegrationTests {
  @Test("recipes --open recipes://recipe/shakshuka --navigation-state: Shakshuka in front")
  func deepLink() async throws {
    let recipes = try BuiltExecutable(named: "recipes")
    let result = try recipes.run([
      "--open", "recipes://recipe/shakshuka", "--navigation-state",
    ])
    #expect(result.status == 0, "\(result.error)")
    let state = try JSONDecoder().decode(NavigationState.self, from: Data(result.output.utf8))
    #expect(state.frontScreen?.title == "Shakshuka")
    #expect(state.screenTitles == ["Recipes", "Breakfast", "Shakshuka"])
    #expect(state.selectedTab == "Browse")
    // The README's excerpt is what the command prints.
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
          "README.md"),
      encoding: .utf8)
    let excerpt = try #require(
      readme.components(separatedBy: "```\n").first { $0.hasPrefix("  \"frontScreen\" : {") })
    #expect(result.output.contains(excerpt))
    // The same as the driver's answer at the same width (80 columns: compact).
    let expected = await MainActor.run {
      AppHost(
        RecipesApp(), horizontalSizeClass: .compact,
        openURL: URL(string: "recipes://recipe/shakshuka")
      ).navigationState
    }
    #expect(state == expected)
  }

  @Test("recipes-web --navigation-state: where a new browser tab starts, at regular width")
  func browser() async throws {
    let web = try BuiltExecutable(named: "recipes-web")
    let result = try web.run(["--open", "recipes://recipe/shakshuka", "--navigation-state"])
    #expect(result.status == 0, "\(result.error)")
    let state = try JSONDecoder().decode(NavigationState.self, from: Data(result.output.utf8))
    #expect(state.frontScreen?.title == "Shakshuka")
    #expect(state.visibleColumns.count > 1)
    let expected = await MainActor.run {
      AppHost(
        RecipesApp(), horizontalSizeClass: .regular,
        openURL: URL(string: "recipes://recipe/shakshuka")
      ).navigationState
    }
    #expect(state == expected)
  }
}
