import Waypoint

/// Keeps the user's place across launches: where they are with the scene (`@SceneStorage`),
/// their favourites and recently viewed recipes with the app (`@AppStorage`), all by id, so a
/// recipe gone from the data is left out rather than shown stale.
struct KeepsPlace: ViewModifier {
  @Environment(Router.self) private var router
  @Environment(RecipeStore.self) private var store
  @SceneStorage("navigation") private var navigation: Data?
  @AppStorage("favourites") private var favourites = IDList()
  @AppStorage("recentlyViewed") private var recentlyViewed = IDList()

  func body(content: Content) -> some View {
    content
      .onAppear(perform: restore)
      .onChange(of: router.savedNavigation) { _, saved in
        navigation = try? Self.encoder.encode(saved)
      }
      .onChange(of: store.favoriteIDs) { _, ids in
        favourites = IDList(ids.sorted())
      }
      // Changed elsewhere (another window, or in a browser another tab): shown here too.
      .onChange(of: favourites) { _, list in
        store.setFavorites(list.ids)
      }
      .onChange(of: router.recentlyViewed.map(\.id)) { _, ids in
        recentlyViewed = IDList(ids)
      }
  }

  /// Sorted keys: on Linux the encoder's key order otherwise varies, and the same place would
  /// write different bytes, a change every reader of the key would be told of.
  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  private func restore() {
    store.setFavorites(favourites.ids)
    router.restoreRecentlyViewed(recentlyViewed.ids.compactMap(store.recipe(withID:)))
    // Saved by an older version, or unreadable: the app starts where it always does.
    if let navigation, let saved = try? JSONDecoder().decode(SavedNavigation.self, from: navigation)
    {
      router.restore(saved, from: store)
    }
  }
}
