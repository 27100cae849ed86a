import SwiftData
import Waypoint

/// The bundled recipes and a router around a preview: made once and shared by every preview
/// that names it, as sample data is in Xcode's canvas.
struct SampleRecipes: PreviewModifier {
  struct Context {
    let store: RecipeStore
    let router: Router
  }

  static func makeSharedContext() async throws -> Context {
    Context(store: .bundled(), router: Router())
  }

  func body(content: Content, context: Context) -> some View {
    content
      .environment(context.store)
      .environment(context.router)
      .modelContainer(for: PlannedMeal.self, inMemory: true)
  }
}

#Preview("Recipes app", traits: .modifier(SampleRecipes())) {
  RootView()
}
