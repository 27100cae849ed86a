import SwiftData
import Waypoint

/// The recipe app of the reference texts: tabs for browsing (categories, recipes and chefs in a
/// three-column split view that is one stack at compact width), favourites, the week's meal plan
/// (kept with SwiftData) and search, driven by a router. `swift run recipes` runs it in the
/// terminal (`Examples/RecipesMain`).
public struct RecipesApp: App {
  @State private var router = Router()
  @State private var store = RecipeStore.bundled()

  /// The app, as `App.main()` makes it.
  public init() {}

  /// Its one window: the tabs, with the app's links declared.
  public var body: some Scene {
    WindowGroup {
      RootView()
        .modifier(KeepsPlace())
        .modifier(DeclaresAddress())
        .onOpenURL { url in router.open(url, from: store) }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          if let url = activity.webpageURL { router.open(url, from: store) }
        }
        .onContinueUserActivity(DeepLinks.viewRecipeActivity) { activity in
          if let id = try? activity.typedPayload(String.self), let recipe = store.recipe(withID: id)
          {
            router.show(recipe, from: store)
          }
        }
        .environment(router)
        .environment(store)
    }
    // The meals a person plans and their shopping lists, in the app's SwiftData store.
    .modelContainer(for: PlannedMeal.self)
    .urlSchemes(DeepLinks.scheme)
    .universalLinks(
      domain: DeepLinks.webHost, file: DeepLinks.bundledSiteAssociation(), appID: DeepLinks.appID)
  }
}
