import Foundation
import InlineSnapshotTesting
import TestSupport
import Testing
import Waypoint
import WaypointSnapshotTesting
import WaypointTesting

@testable import Recipes

/// The recipes app's screens as text snapshots, through swift-snapshot-testing: files beside this
/// one under `__Snapshots__/RecipesSnapshotTests/`, and inline ones written into this file.
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter RecipesSnapshot` records them again.
@MainActor
@Suite("The recipes app's screens, as snapshots")
struct RecipesSnapshotTests {
  @Test("a recipe at compact width, as a person sees it: on screen only, without modifiers")
  func recipeScreen() throws {
    // guide: snapshots
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    host.open(try #require(URL(string: "recipes://recipe/shakshuka")))
    assertSnapshot(of: host, as: .navigation(.init(onScreenOnly: true, showsModifiers: false)))
    // end guide
  }

  @Test("the testing guide shows the snapshot example, line for line")
  func guideShowsIt() throws {
    let guide = try GuideRegions.testingGuide()
    let regions = try GuideRegions.regions(inFile: #filePath)
    #expect(regions.count == 1)
    for region in regions {
      #expect(guide.contains("```swift\n" + region + "\n```"))
    }
  }

  @Test("the navigation state at regular width after a deep link, as JSON")
  func stateAfterDeepLink() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .regular)
    host.open(try #require(URL(string: "recipes://recipe/shakshuka")))
    try host.tap("Ada Okafor", in: .detail)
    assertSnapshot(of: host, as: .navigationState)
  }

  @Test("the sidebar of an app whose data failed to load says why")
  func loadError() {
    let host = ViewHost(
      SidebarView()
        .environment(Router())
        .environment(RecipeStore(categories: [], chefs: [], recipes: [], loadError: "no data")))
    assertInlineSnapshot(of: host, as: .navigation(.init(showsModifiers: false))) {
      """
      ContentUnavailableView
        Label "No Recipes" (systemName: "exclamationmark.triangle")
        Text "no data"
      """
    }
  }

  @Test("the tab bar shows the favourites' count after one is added")
  func favouriteBadge() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.tap("Desserts 7")
    try host.tap("Apple Pie 1 h 50 min · Medium")
    try host.toggle("Favourite")
    assertInlineSnapshot(of: host, as: .navigation(.init(onScreenOnly: true, maxDepth: 2))) {
      """
      TabView
        TabBar minimize: .onScrollDown
          Tab "Browse" (systemName: "book") (selected) [tap]
          Tab "Favourites" (systemName: "heart") badge: "1" [tap]
          Tab "Plan" (systemName: "calendar") [tap]
          Tab "Search" (systemName: "magnifyingglass") role: .search [tap]
        TabContent
          NavigationStack
      """
    }
  }

  @Test("a snapshot that no longer matches fails with a line diff of what changed")
  func mismatchDiff() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-snapshots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    let options = TextSnapshot.Options(onScreenOnly: true, showsModifiers: false)
    let recorded = verifySnapshot(
      of: host, as: .navigation(options), named: "browse", record: .all,
      snapshotDirectory: directory.path)
    #expect(recorded?.contains("Record mode is on") == true)
    try host.tap("Soups 7")
    let message = try #require(
      verifySnapshot(
        of: host, as: .navigation(options), named: "browse", record: .never,
        snapshotDirectory: directory.path))
    #expect(message.contains(#"Snapshot "browse" does not match reference."#))
    #expect(message.contains(#"+      Screen 1 "Soups""#))
    #expect(message.contains(#"−      Screen 0 "Recipes""#))
    #expect(message.contains("@@ −"))
  }
}
