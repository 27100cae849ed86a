import Waypoint

/// The recipe app of the reference texts: tabs for browsing (categories, recipes and chefs in a
/// three-column split view that is one stack at compact width), favourites and search, driven by
/// a router. `swift run recipes` runs it in the terminal.
@main
struct RecipesApp: App {
  @State private var router = Router()
  @State private var store = RecipeStore.bundled()

  var body: some Scene {
    WindowGroup {
      RootView()
        .environment(router)
        .environment(store)
    }
  }
}
