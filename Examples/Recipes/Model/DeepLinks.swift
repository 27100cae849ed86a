import Waypoint

/// A place a link opens: a category, a recipe, a chef, the favourites (in Browse's sidebar or
/// their own tab), the week's plan or one of its days, or a search. Later steps of a link are
/// screens pushed on that place's stack.
enum DeepLink: Equatable {
  case category(Category)
  case recipe(Recipe)
  case chef(Chef)
  case favoritesInBrowse
  case favoritesTab
  case planTab
  case planDay(Weekday)
  case search(String)
}

/// The app's links, declared once: `recipes://recipe/shakshuka` and
/// `https://recipes.example/recipe/shakshuka` open the same screen, and a screen prints back to
/// its link.
enum DeepLinks {
  /// The scheme of the app's own links.
  static let scheme = "recipes"
  /// The web host whose links the app opens (its apple-app-site-association file claims them).
  static let webHost = "recipes.example"
  /// The app's identifier in that file.
  static let appID = "ABCDE12345.com.example.recipes"
  /// The activity a recipe screen advertises, to continue it in another instance.
  static let viewRecipeActivity = "com.example.recipes.view-recipe"

  /// The apple-app-site-association file served at `https://recipes.example/.well-known/`,
  /// generated from the router's patterns (a test keeps the checked-in copy the same).
  @MainActor
  static func siteAssociation(for store: RecipeStore) -> String {
    AASAFile.generate(from: router(for: store).patterns, appIDs: [appID])
  }

  /// The checked-in apple-app-site-association file, if it is there and reads.
  static func bundledSiteAssociation() -> AASAFile? { bundledSiteAssociationFile }

  /// Read once per process: the app's body names it, and a server makes one app per tab.
  private static let bundledSiteAssociationFile: AASAFile? = {
    guard
      let url = Bundle.module.url(forResource: "apple-app-site-association", withExtension: "json"),
      let data = try? Data(contentsOf: url)
    else { return nil }
    return try? AASAFile(data: data)
  }()

  /// The router for `store`'s data: a link to something the data lacks matches nothing.
  @MainActor
  static func router(for store: RecipeStore) -> URLRouter<DeepLink> {
    // The router reads the data from any thread: it gets its own copy, by id.
    let categories = Dictionary(store.categories.map { ($0.id, $0) }) { first, _ in first }
    let recipes = Dictionary(store.recipes.map { ($0.id, $0) }) { first, _ in first }
    let chefs = Dictionary(store.chefs.map { ($0.id, $0) }) { first, _ in first }
    var router = URLRouter<DeepLink>(
      schemes: [scheme, "https"], hosts: [webHost], isCaseSensitive: false)
    router.register(
      "Category", parse: { categories[$0] }, print: { (category: Category) in category.id })
    router.register("Recipe", parse: { recipes[$0] }, print: { (recipe: Recipe) in recipe.id })
    router.register("Chef", parse: { chefs[$0] }, print: { (chef: Chef) in chef.id })
    router.register(
      "Weekday", parse: { Weekday(rawValue: $0) }, print: { (day: Weekday) in day.rawValue })
    do {
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
      try router.route("chef/{chef:Chef}") {
        .chef(try $0("chef"))
      } print: {
        if case .chef(let chef) = $0 { ["chef": chef] } else { nil }
      }
      try router.route("browse/favorites") { _ in
        .favoritesInBrowse
      } print: {
        $0 == .favoritesInBrowse ? [:] : nil
      }
      try router.route("favorites") { _ in
        .favoritesTab
      } print: {
        $0 == .favoritesTab ? [:] : nil
      }
      try router.route("plan") { _ in
        .planTab
      } print: {
        $0 == .planTab ? [:] : nil
      }
      try router.route("plan/{day:Weekday}") {
        .planDay(try $0("day"))
      } print: {
        if case .planDay(let day) = $0 { ["day": day] } else { nil }
      }
      try router.route("search?q={query}") {
        .search(try $0("query"))
      } print: {
        if case .search(let query) = $0 { ["query": query] } else { nil }
      }
    } catch {
      // The patterns above are fixed text, checked by the tests; none can fail to parse.
      assertionFailure("A recipes link pattern does not parse: \(error)")
    }
    return router
  }

  /// The link to `recipe`, in the app's own scheme.
  @MainActor
  static func link(to recipe: Recipe, in store: RecipeStore) -> URL? {
    let text = try? router(for: store).url(for: [DeepLink.recipe(recipe)])
    return text.flatMap(URL.init(string:))
  }
}

extension Router {
  /// Opens what `url` links to: its tab, sidebar choice, recipe and pushed screens in one
  /// update. A URL that links to nothing the app has leaves everything as it was; the app's
  /// address with no path is where it starts.
  func open(_ url: URL, from store: RecipeStore) {
    guard let match = try? DeepLinks.router(for: store).match(url) else {
      if (url.host ?? "").isEmpty, url.path.isEmpty || url.path == "/" { open([], from: store) }
      return
    }
    open(match.routes, from: store)
  }

  /// Shows `links`: the first is the place, a recipe right after a sidebar choice is the one
  /// picked from it, and the rest are pushed on the place's stack.
  func open(_ links: [DeepLink], from store: RecipeStore) {
    var rest = links[...]
    guard let place = rest.popFirst() else {
      tab = .browse
      selection = nil
      return
    }
    func pickedRecipe() -> Recipe? {
      guard case .recipe(let recipe)? = rest.first else { return nil }
      rest.removeFirst()
      return recipe
    }
    switch place {
    case .category(let category): choose(.category(category), recipe: pickedRecipe())
    case .chef(let chef): choose(.chef(chef), recipe: pickedRecipe())
    case .favoritesInBrowse: choose(.favorites, recipe: pickedRecipe())
    case .recipe(let recipe): show(recipe, from: store)
    case .favoritesTab: if tab != .favorites { tab = .favorites }
    case .planTab, .planDay:
      if tab != .plan { tab = .plan }
      let days = ([place] + rest).compactMap { link -> Weekday? in
        if case .planDay(let day) = link { day } else { nil }
      }
      if planPath != days { planPath = days }
      return
    case .search(let query):
      if tab != .search { tab = .search }
      if self.query != query { self.query = query }
    }
    let pushed = rest.compactMap { link -> Route? in
      switch link {
      case .recipe(let recipe): .recipe(recipe.id)
      case .chef(let chef): .chef(chef.id)
      default: nil
      }
    }
    // Only what changes is written: every write tells the views that read it to update.
    switch tab {
    case .browse: if path != pushed { path = pushed }
    case .favorites: if favoritesPath != pushed { favoritesPath = pushed }
    case .search: if searchPath != pushed { searchPath = pushed }
    case .plan: break
    }
  }

  /// Browse, with `selection` chosen in the sidebar and `recipe` picked from it.
  private func choose(_ selection: SidebarItem, recipe: Recipe?) {
    if tab != .browse { tab = .browse }
    if self.selection != selection { self.selection = selection }
    if self.recipe != recipe { self.recipe = recipe }
  }

  /// Where the user is, as links: the inverse of `open(_:from:)`, for the address bar.
  func currentLinks(in store: RecipeStore) -> [DeepLink] {
    func link(_ route: Route) -> DeepLink? {
      switch route {
      case .recipe(let id): store.recipe(withID: id).map(DeepLink.recipe)
      case .chef(let id): store.chef(withID: id).map(DeepLink.chef)
      }
    }
    switch tab {
    case .browse:
      var links: [DeepLink] = []
      switch selection {
      case .category(let category):
        // A recipe of the chosen category is its own link, as sharing it gives.
        if let recipe, store.category(of: recipe) == category {
          return [.recipe(recipe)] + path.compactMap(link)
        }
        links = [.category(category)]
      case .chef(let chef): links = [.chef(chef)]
      case .favorites: links = [.favoritesInBrowse]
      case nil: return []
      }
      guard let recipe else { return links }
      return links + [.recipe(recipe)] + path.compactMap(link)
    case .favorites: return [.favoritesTab] + favoritesPath.compactMap(link)
    case .plan: return planPath.isEmpty ? [.planTab] : planPath.map(DeepLink.planDay)
    case .search: return [.search(query)] + searchPath.compactMap(link)
    }
  }
}
