import Foundation
import Recipes
import Testing
import Waypoint

/// The worked example of docs/Renderers.md, compiled here against the public contract only.
@MainActor
func printTexts<A: App>(of app: A, width: Double, height: Double) async -> [String] {
  let runtime = ViewRuntime(app: app, horizontalSizeClass: .regular)
  runtime.sceneSize = CGSize(width: width, height: height)
  runtime.textMetrics = CellTextMetrics()
  await runtime.settle()
  guard let scene = runtime.scenes.first else { return [] }
  runtime.layOut(scene)
  var lines: [String] = []
  for element in NavigationState.visible(in: scene.reachableElements) {
    guard case .text(let text) = element.role, let frame = element.frame else { continue }
    lines.append("\(Int(frame.minX)),\(Int(frame.minY)) \(text)")
  }
  return lines
}

@MainActor
@Suite("The public renderer contract")
struct RendererContractTests {
  @Test("the worked example prints each text on screen at its frame")
  func workedExample() async {
    let lines = await printTexts(of: RecipesApp(), width: 1000, height: 720)
    #expect(lines.contains("20,174 Categories"), "\(lines)")
    #expect(lines.contains { $0.hasSuffix(" Choose a recipe.") })
  }
}
