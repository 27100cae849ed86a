import Foundation
import TerminalTestSupport
import TestSupport
import Testing
import Waypoint
import WaypointTesting

/// The recipes app's previews: listed and shown by the app's own executable, and checked as
/// smoke tests by `WaypointTesting`.
@Suite(
  "The recipes app's previews", .serialized,
  .integration)
struct RecipesPreviewIntegrationTests {
  @Test("--previews lists every preview with its file and line")
  func lists() throws {
    let result = try RecipesEndToEndIntegrationTests.run(["--previews"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(lines.count == 6)
    #expect(
      lines.contains {
        $0.hasPrefix("Recipe detail Recipes/RecipeDetailView.swift:")
          && $0.hasSuffix(" .modifier(SampleRecipes)")
      })
    #expect(lines.contains("Recipes app Recipes/SampleRecipes.swift:24 .modifier(SampleRecipes)"))
    #expect(lines.contains { $0.hasPrefix("Plan Recipes/PlanTab.swift:") })
  }

  @Test("--preview NAME --render-text prints that preview, with its modifier's sample data")
  func printsOne() throws {
    let result = try RecipesEndToEndIntegrationTests.run([
      "--preview", "Recipe detail", "--render-text", "--width", "60", "--height", "12",
    ])
    #expect(result.status == 0)
    #expect(result.output.contains("Shakshuka"))
    #expect(result.output.contains("Plan Meal…"))

    let byPlace = try RecipesEndToEndIntegrationTests.run([
      "--preview", "ChefView.swift:72", "--render-text", "--width", "60", "--height", "6",
    ])
    #expect(byPlace.output.contains("Ada Okafor"))
  }

  @Test("an unknown preview name is an error that says where the names are")
  func unknownName() throws {
    let result = try RecipesEndToEndIntegrationTests.run(["--preview", "Nope"])
    #expect(result.status == 1)
    #expect(result.error.contains("No preview is named \"Nope\"; --previews lists them."))
    #expect(result.output.isEmpty)
  }

  @Test("--preview NAME runs the preview in the terminal, interactively, until quit")
  func interactive() throws {
    let terminal = try PseudoTerminal(
      executable: RecipesEndToEndIntegrationTests.recipesBinary, arguments: ["--preview", "Chef"])
    terminal.read { $0.text.contains("Ada Okafor") }
    #expect(terminal.screen.isAlternateScreen)
    terminal.send("q")
    #expect(terminal.waitForExit())
    #expect(terminal.process.terminationStatus == 0)
    RecipesEndToEndIntegrationTests.expectRestored(terminal)
  }

  @Test("every preview of the app renders without an error: previews are smoke tests for free")
  @MainActor
  func everyPreviewRenders() async throws {
    let rendered = try await checkPreviews(inModule: "Recipes")
    #expect(rendered.count == 6)
    #expect(rendered.values.allSatisfy { !$0.isEmpty })
  }
}
