import Foundation
import WaypointCore

/// The recipe app's deep links, as a user of the router declares them.
enum RecipeCategory: String, CaseIterable, LosslessStringConvertible, Hashable, Sendable {
  case breakfast, soups, mains, baking, desserts
  init?(_ description: String) { self.init(rawValue: description) }
  var description: String { rawValue }
}

struct RecipeItem: Hashable, Sendable {
  var slug: String
  var name: String
}

enum RecipeRoute: Hashable, Sendable {
  case category(RecipeCategory)
  case recipe(RecipeItem)
  case newRecipe
  case chef(Int)
  case search(query: String, page: Int)
  case shop(String)
  case shopReviews(String)
  case review(Int)
  case files(String)
  case order(UUID)
  case tag(String, page: Int?)
}

enum RecipeRoutes {
  static let recipes: [String: RecipeItem] = Dictionary(
    uniqueKeysWithValues: ["apple-pie", "tomato-soup", "focaccia", "café-crème", "a b"].map {
      ($0, RecipeItem(slug: $0, name: $0.capitalized))
    })

  static func router(caseSensitive: Bool = false) throws -> URLRouter<RecipeRoute> {
    var router = URLRouter<RecipeRoute>(
      schemes: ["myapp", "https"], hosts: ["recipes.example.com"], isCaseSensitive: caseSensitive)
    router.register(RecipeCategory.self, as: "Category")
    router.register("Recipe", parse: { recipes[$0] }, print: { $0.slug })
    try router.route("category/{category:Category}") {
      .category(try $0("category"))
    } print: {
      if case .category(let category) = $0 { ["category": category] } else { nil }
    }
    try router.route("recipe/{recipe:Recipe}") {
      .recipe(try $0("recipe"))
    } print: {
      if case .recipe(let recipe) = $0 { ["recipe": recipe] } else { nil }
    }
    try router.route("recipe/new") { _ in
      .newRecipe
    } print: {
      $0 == .newRecipe ? [:] : nil
    }
    try router.route("chef/{id:Int}") {
      .chef(try $0("id"))
    } print: {
      if case .chef(let id) = $0 { ["id": id] } else { nil }
    }
    try router.route("search?q={query}&page={page:Int=1}") {
      .search(query: try $0("query"), page: try $0("page"))
    } print: {
      if case .search(let query, let page) = $0 { ["query": query, "page": page] } else { nil }
    }
    try router.route("shop/{item}") {
      .shop(try $0("item"))
    } print: {
      if case .shop(let item) = $0 { ["item": item] } else { nil }
    }
    try router.route("shop/{item}/reviews") {
      .shopReviews(try $0("item"))
    } print: {
      if case .shopReviews(let item) = $0 { ["item": item] } else { nil }
    }
    try router.route("reviews/{id:Int}") {
      .review(try $0("id"))
    } print: {
      if case .review(let id) = $0 { ["id": id] } else { nil }
    }
    try router.route("files/**") {
      .files(try $0("**"))
    } print: {
      if case .files(let path) = $0 { ["**": path] } else { nil }
    }
    try router.route("order/{id:UUID}") {
      .order(try $0("id"))
    } print: {
      if case .order(let id) = $0 { ["id": id] } else { nil }
    }
    try router.route("tag/{name}/{page:Int?}") {
      .tag(try $0("name"), page: try $0.optional("page"))
    } print: {
      if case .tag(let name, let page) = $0 { ["name": name, "page": page as Any] } else { nil }
    }
    return router
  }
}
