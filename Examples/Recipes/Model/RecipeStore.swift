import Waypoint

/// The app's data: every category, chef and recipe, loaded from the bundled JSON, and the
/// recipes the user marked as favourites.
@Observable @MainActor
final class RecipeStore {
  private(set) var categories: [Category]
  private(set) var chefs: [Chef]
  private(set) var recipes: [Recipe]
  /// Why the data could not be loaded, when it could not.
  private(set) var loadError: String?
  private(set) var favoriteIDs: Set<Recipe.ID> = []

  init(categories: [Category], chefs: [Chef], recipes: [Recipe], loadError: String? = nil) {
    self.categories = categories
    self.chefs = chefs
    self.recipes = recipes
    self.loadError = loadError
  }

  /// The store with the recipes that ship with the app; empty, with the reason, if they cannot
  /// be read.
  static func bundled() -> RecipeStore {
    switch bundledCatalogue {
    case .success(let catalogue):
      RecipeStore(
        categories: catalogue.categories, chefs: catalogue.chefs, recipes: catalogue.recipes)
    case .failure(let failure):
      RecipeStore(categories: [], chefs: [], recipes: [], loadError: failure.reason)
    }
  }

  /// A store from JSON shaped like the bundled file.
  static func decode(_ data: Data) throws -> RecipeStore {
    let catalogue = try JSONDecoder().decode(Catalogue.self, from: data)
    return RecipeStore(
      categories: catalogue.categories, chefs: catalogue.chefs, recipes: catalogue.recipes)
  }

  /// The bundled file's contents.
  private struct Catalogue: Decodable {
    var categories: [Category]
    var chefs: [Chef]
    var recipes: [Recipe]
  }

  /// Why the bundled file could not be read.
  private struct LoadFailure: Error {
    var reason: String
  }

  /// Decoded once per process: the bundled data never changes, and a server makes one store per
  /// tab, whose copies then share these arrays instead of each decoding its own.
  private static let bundledCatalogue: Result<Catalogue, LoadFailure> = {
    guard let url = Bundle.module.url(forResource: "recipes", withExtension: "json") else {
      return .failure(LoadFailure(reason: "recipes.json is missing from the app."))
    }
    do {
      return .success(try JSONDecoder().decode(Catalogue.self, from: Data(contentsOf: url)))
    } catch {
      return .failure(LoadFailure(reason: "recipes.json could not be read: \(error)"))
    }
  }()

  func recipes(in category: Category) -> [Recipe] {
    recipes.filter { $0.category == category.id }
  }

  func recipes(by chef: Chef) -> [Recipe] {
    recipes.filter { $0.chef == chef.id }
  }

  func category(of recipe: Recipe) -> Category? {
    categories.first { $0.id == recipe.category }
  }

  func chef(of recipe: Recipe) -> Chef? {
    chefs.first { $0.id == recipe.chef }
  }

  func recipe(withID id: Recipe.ID) -> Recipe? {
    recipes.first { $0.id == id }
  }

  func chef(withID id: Chef.ID) -> Chef? {
    chefs.first { $0.id == id }
  }

  func category(withID id: Category.ID) -> Category? {
    categories.first { $0.id == id }
  }

  func related(to recipe: Recipe) -> [Recipe] {
    recipe.related.compactMap { id in recipes.first { $0.id == id } }
  }

  /// The same recipe all day, a different one each day.
  func recipeOfTheDay(on date: Date = .now) -> Recipe? {
    guard !recipes.isEmpty else { return nil }
    let day = Int(date.timeIntervalSinceReferenceDate / 86_400)
    return recipes[((day % recipes.count) + recipes.count) % recipes.count]
  }

  var favorites: [Recipe] {
    recipes.filter { favoriteIDs.contains($0.id) }
  }

  func isFavorite(_ recipe: Recipe) -> Bool {
    favoriteIDs.contains(recipe.id)
  }

  func setFavorite(_ recipe: Recipe, _ isFavorite: Bool) {
    if isFavorite { favoriteIDs.insert(recipe.id) } else { favoriteIDs.remove(recipe.id) }
  }

  /// Marks the recipes with these ids as the favourites, leaving out ids the data lacks.
  func setFavorites(_ ids: [Recipe.ID]) {
    favoriteIDs = Set(ids.filter { recipe(withID: $0) != nil })
  }
}
