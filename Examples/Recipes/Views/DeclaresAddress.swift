import Waypoint

/// Declares where the user is as the app's own link, for the browser's address bar (which opens
/// it back through `onOpenURL`). A modifier of its own, so that a navigation re-evaluates only
/// it, not the app's body or its root view.
struct DeclaresAddress: ViewModifier {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store

  func body(content: Content) -> some View {
    content.navigationAddress(router.currentLinks(in: store), router: DeepLinks.router(for: store))
  }
}
