import Waypoint

/// Where the user was, by ids, as the scene saves it: the tab, the sidebar's choice, the recipe
/// and every stack's screens, and the search.
struct SavedNavigation: Codable, Equatable {
  var tab = AppTab.browse
  var selection: SavedSelection?
  var recipe: Recipe.ID?
  var path: [Route] = []
  var favoritesPath: [Route] = []
  var planPath: [Weekday] = []
  var searchPath: [Route] = []
  var query = ""
}

extension SavedNavigation {
  private enum CodingKeys: String, CodingKey {
    case tab, selection, recipe, path, favoritesPath, planPath, searchPath, query
  }

  /// Reads what a scene saved, this version's or an earlier one's (which had no Plan tab).
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tab = try container.decodeIfPresent(AppTab.self, forKey: .tab) ?? .browse
    selection = try container.decodeIfPresent(SavedSelection.self, forKey: .selection)
    recipe = try container.decodeIfPresent(Recipe.ID.self, forKey: .recipe)
    path = try container.decodeIfPresent([Route].self, forKey: .path) ?? []
    favoritesPath = try container.decodeIfPresent([Route].self, forKey: .favoritesPath) ?? []
    planPath = try container.decodeIfPresent([Weekday].self, forKey: .planPath) ?? []
    searchPath = try container.decodeIfPresent([Route].self, forKey: .searchPath) ?? []
    query = try container.decodeIfPresent(String.self, forKey: .query) ?? ""
  }
}

/// The sidebar's choice, by id.
enum SavedSelection: Codable, Equatable {
  case category(Category.ID)
  case favorites
  case chef(Chef.ID)
}

/// A list of ids kept in `@AppStorage` as JSON text.
struct IDList: RawRepresentable, Equatable {
  var ids: [String]

  init(_ ids: [String] = []) {
    self.ids = ids
  }

  init?(rawValue: String) {
    guard let ids = try? JSONDecoder().decode([String].self, from: Data(rawValue.utf8)) else {
      return nil
    }
    self.ids = ids
  }

  var rawValue: String {
    (try? JSONEncoder().encode(ids)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
  }
}

extension Router {
  /// Where the user is now, to save.
  var savedNavigation: SavedNavigation {
    SavedNavigation(
      tab: tab,
      selection: selection.map {
        switch $0 {
        case .category(let category): .category(category.id)
        case .favorites: .favorites
        case .chef(let chef): .chef(chef.id)
        }
      },
      recipe: recipe?.id, path: path, favoritesPath: favoritesPath, planPath: planPath,
      searchPath: searchPath, query: query)
  }

  /// Goes back to where `saved` says, leaving out what the data no longer has: a deleted
  /// category, chef or recipe, and on a stack every screen pushed after a deleted one.
  func restore(_ saved: SavedNavigation, from store: RecipeStore) {
    tab = saved.tab
    selection = saved.selection.flatMap { selection -> SidebarItem? in
      switch selection {
      case .category(let id): store.category(withID: id).map(SidebarItem.category)
      case .favorites: .favorites
      case .chef(let id): store.chef(withID: id).map(SidebarItem.chef)
      }
    }
    recipe = saved.recipe.flatMap(store.recipe(withID:))
    path = Self.existing(saved.path, in: store)
    favoritesPath = Self.existing(saved.favoritesPath, in: store)
    planPath = saved.planPath
    searchPath = Self.existing(saved.searchPath, in: store)
    query = saved.query
  }

  /// The routes up to the first whose recipe or chef is gone.
  private static func existing(_ routes: [Route], in store: RecipeStore) -> [Route] {
    Array(
      routes.prefix { route in
        switch route {
        case .recipe(let id): store.recipe(withID: id) != nil
        case .chef(let id): store.chef(withID: id) != nil
        }
      })
  }

  /// Remembers `recipes` as viewed, most recent first.
  func restoreRecentlyViewed(_ recipes: [Recipe]) {
    for recipe in recipes.reversed() { noteViewed(recipe) }
  }
}
