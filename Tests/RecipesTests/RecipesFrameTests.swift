import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import Recipes

@MainActor
@Suite("The recipes app laid out: where its views are")
struct RecipesFrameTests {
  @Test("In an 80 by 24 window the tab bar spans the bottom and the list's rows are 44 points")
  func framesInTheTerminal() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    let text = TerminalRenderer.renderFrames(host.runtime, width: 80, height: 24)
    // 616 by 480 points, 8 by 20 a cell: the content's 77 columns (the focus marker's two and
    // the scroll indicator's one are not the scene's) by 24 rows.
    #expect(text.hasPrefix("TabView @ 0,0 616×480"))
    #expect(text.contains("TabBar minimize: .onScrollDown @ 0,431 616×49"))
    #expect(text.contains(#"NavigationBar "Recipes" @ 0,0 616×96"#))
    let rows = text.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("Row ")
    }
    #expect(rows.count >= 5)
    for row in rows.prefix(5) { #expect(row.hasSuffix("616×44 [select]")) }
  }

  @Test("On a category's screen, each recipe's thumbnail is 40 by 30 points inside its row")
  func thumbnailsInRows() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.tap("Soups 7")
    host.layOut()
    let screen = try #require(host.tree.first?.frame)
    #expect(screen.size == host.sceneSize)
    let thumbnails = host.visibleElements.filter {
      if case .image(let name) = $0.role { name.resourceName == "Recipes/ribollita" } else { false }
    }
    let thumbnail = try #require(thumbnails.first?.frame)
    #expect(thumbnail.size == CGSize(width: 40, height: 30))
    #expect(thumbnail.minX == 20)
    #expect(thumbnail.minY > 44)
  }

  @Test("The README's --frames excerpt is what the app prints for that link")
  func readmeCapture() async throws {
    let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "Where is each view?").last)
    let block = try #require(section.components(separatedBy: "```\n").dropFirst().first)
    let runtime = ViewRuntime(
      app: RecipesApp(), horizontalSizeClass: .compact,
      openURL: URL(string: "recipes://recipe/shakshuka"))
    await runtime.settle()
    let text = TerminalRenderer.renderFrames(runtime, width: 80, height: 24)
    #expect(!block.isEmpty)
    #expect(text.contains(block))
  }

  @Test("The README's capture at 140 columns is what the app draws there, time dial included")
  func readmeWideCapture() async throws {
    let readme = try String(contentsOf: Repository.file("README.md"), encoding: .utf8)
    let command = "--render-text --width 140 --height 16 --open recipes://recipe/minestrone`:"
    let section = try #require(readme.components(separatedBy: command).dropFirst().first)
    let block = try #require(section.components(separatedBy: "```\n").dropFirst().first)
    let runtime = ViewRuntime(
      app: RecipesApp(), openURL: URL(string: "recipes://recipe/minestrone"))
    let text = await TerminalRenderer.renderText(runtime, width: 140, height: 16)
    func lines(_ text: String) -> [String] {
      text.split(separator: "\n", omittingEmptySubsequences: false).map {
        String($0.reversed().drop { $0 == " " }.reversed())
      }.reversed().drop { $0.isEmpty }.reversed()
    }
    #expect(lines(text) == lines(block))
  }
}
