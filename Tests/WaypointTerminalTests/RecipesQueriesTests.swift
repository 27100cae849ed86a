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
