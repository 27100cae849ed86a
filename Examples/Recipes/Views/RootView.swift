import Waypoint

/// The app's tabs: Browse (the split view), Favourites, the week's Plan and Search, each with its
/// own stack, and the recipe viewed last above the tab bar.
struct RootView: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  @Environment(\.horizontalSizeClass) private var sizeClass

  var body: some View {
    @Bindable var router = router
    TabView(selection: $router.tab) {
      Tab("Browse", systemImage: "book", value: AppTab.browse) {
        ContentView()
          .environment(\.goHome, GoHomeAction(router: router, tab: .browse))
      }
      Tab("Favourites", systemImage: "heart", value: AppTab.favorites) {
        FavoritesTab()
          .environment(\.goHome, GoHomeAction(router: router, tab: .favorites))
      }
      .badge(store.favorites.count)
      Tab("Plan", systemImage: "calendar", value: AppTab.plan) {
        PlanTab()
          .environment(\.goHome, GoHomeAction(router: router, tab: .plan))
      }
      Tab(value: AppTab.search, role: .search) {
        SearchTab()
          .environment(\.goHome, GoHomeAction(router: router, tab: .search))
      }
    }
    // At compact width the tab bar shrinks while a list scrolls down, as on iOS 26; at regular
    // width there is no bar to shrink (skill: Common Mistakes 7).
    .tabBarMinimizeBehavior(sizeClass == .compact ? .onScrollDown : .automatic)
    .tabViewBottomAccessory(isEnabled: !router.recentlyViewed.isEmpty) {
      RecentlyViewedBar()
    }
    // One sheet for the whole app: any view presents it by setting `router.sheet`.
    .sheet(item: $router.sheet) { destination in
      switch destination {
      case .share(let recipe): ShareSheet(recipe: recipe)
      }
    }
  }
}

/// The recipe viewed last, which opens it in Browse.
private struct RecentlyViewedBar: View {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store

  var body: some View {
    if let recipe = router.recentlyViewed.first {
      Button {
        router.show(recipe, from: store)
      } label: {
        Label("Recently viewed: \(recipe.name)", systemImage: "clock")
      }
    }
  }
}

/// What the Home button does in the tab a screen is in: back to where the tab starts.
///
/// A value that compares equal while it does the same, as SwiftUI's `DismissAction` does: a
/// closure made in the root's body would be new each time it runs, and every view of the tab
/// reading the environment would be evaluated again with it.
struct GoHomeAction: Equatable {
  let router: Router
  let tab: AppTab

  @MainActor func callAsFunction() { router.goHome(from: tab) }

  static func == (lhs: GoHomeAction, rhs: GoHomeAction) -> Bool {
    lhs.router === rhs.router && lhs.tab == rhs.tab
  }
}

extension EnvironmentValues {
  /// What the Home button does in the tab a screen is in, if it is in one.
  var goHome: GoHomeAction? {
    get { self[GoHomeKey.self] }
    set { self[GoHomeKey.self] = newValue }
  }
}

private struct GoHomeKey: EnvironmentKey {
  static let defaultValue: GoHomeAction? = nil
}
