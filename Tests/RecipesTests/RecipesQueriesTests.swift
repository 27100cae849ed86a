import Foundation
import Recipes
import Testing
import WaypointTesting

@testable import Waypoint

/// What the driver's counting properties and queries mean at each width, on the recipes app:
/// at compact width the split view is one stack; at regular width its columns are apart, and the
/// front stack is the trailing column's.
@MainActor
@Suite("The recipes app's navigation, by query")
struct RecipesQueriesTests {
  @Test("at compact width the collapsed split view is one stack: every screen counts")
  func compact() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    host.open(try #require(URL(string: "recipes://recipe/shakshuka")))
    #expect(host.navigationTitles == ["Recipes", "Breakfast", "Shakshuka"])
    #expect(host.navigationDepth == 2)
    #expect(host.backButtonTitle == "Breakfast")
    #expect(host.visibleColumns == [])
    #expect(host.columnTitles == [])
    #expect(try host.isOn("Favourite") == false)
  }

  @Test("re-selecting Browse at compact width goes back to its first screen, as the stack it is")
  func reselectCompact() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.tap("Desserts 7")
    try host.tap("Apple Pie 1 h 50 min · Medium")
    try host.tap("Sam Porter")
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie", "Sam Porter"])
    try host.selectTab("Browse")
    #expect(host.navigationTitles == ["Recipes"])
    #expect(try host.selectedRows() == [])
    try host.tap("Soups 7")
    #expect(host.navigationTitles == ["Recipes", "Soups"], "no stale recipe or chef comes back")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("re-selecting Browse at regular width pops the detail's stack; the choices stay")
  func reselectRegular() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .regular)
    host.open(try #require(URL(string: "recipes://recipe/shakshuka")))
    try host.tap("Ada Okafor", in: .detail)
    #expect(host.visibleColumns == ["Recipes", "Breakfast", "Ada Okafor"])
    try host.selectTab("Browse")
    #expect(host.visibleColumns == ["Recipes", "Breakfast", "Shakshuka"])
    #expect(try host.selectedRows(in: .sidebar) == ["Breakfast 7"])
    #expect(host.diagnostics.isEmpty)
  }

  @Test("at regular width the front stack is the detail column's; each column has its titles")
  func regular() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .regular)
    host.open(try #require(URL(string: "recipes://recipe/shakshuka")))
    #expect(host.visibleColumns == ["Recipes", "Breakfast", "Shakshuka"])
    #expect(host.navigationTitles == ["Shakshuka"])
    #expect(host.navigationDepth == 0)
    #expect(host.backButtonTitle == nil)
    #expect(host.columnTitles == [["Recipes"], ["Breakfast"], ["Shakshuka"]])
    #expect(try host.selectedRows(in: .sidebar) == ["Breakfast 7"])
    #expect(try host.selectedRows(in: .content).count == 1)
    try host.tap("Ada Okafor", in: .detail)
    #expect(host.navigationTitles == ["Shakshuka", "Ada Okafor"])
    #expect(host.navigationDepth == 1)
    #expect(host.backButtonTitle == "Shakshuka")
    #expect(host.columnTitles.last == ["Shakshuka", "Ada Okafor"])
  }
}
