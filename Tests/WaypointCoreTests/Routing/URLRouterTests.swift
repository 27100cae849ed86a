import Foundation
import Testing
import WaypointCore

@Suite("Matching deep links to navigation paths")
struct URLRouterTests {
  let router: URLRouter<RecipeRoute>

  init() throws {
    router = try RecipeRoutes.router()
  }

  private var applePie: RecipeItem {
    RecipeRoutes.recipes["apple-pie"] ?? RecipeItem(slug: "", name: "")
  }

  @Test("A URL matches as a whole path: a category, then a recipe")
  func wholePath() throws {
    let match = try router.match("myapp://category/desserts/recipe/apple-pie")
    #expect(match.routes == [.category(.desserts), .recipe(applePie)])
    #expect(
      match.steps.map(\.pattern) == ["category/{category:Category}", "recipe/{recipe:Recipe}"])
    #expect(match.steps.map(\.parameters) == [["category": "desserts"], ["recipe": "apple-pie"]])
    #expect(
      try router.match("https://recipes.example.com/category/soups").routes == [.category(.soups)])
    #expect(try router.match("myapp://").routes.isEmpty)
    #expect(try router.match(URL(string: "myapp://chef/7")!).routes == [.chef(7)])
  }

  @Test("Schemes and web hosts must be the router's")
  func schemesAndHosts() {
    #expect(throws: URLRoutingError.schemeNotAccepted("ftp", accepted: ["myapp", "https"])) {
      try router.match("ftp://category/soups")
    }
    #expect(
      throws: URLRoutingError.hostNotAccepted("evil.example.com", accepted: ["recipes.example.com"])
    ) {
      try router.match("https://evil.example.com/category/soups")
    }
    #expect(throws: URLRoutingError.notAURL(text: "category/soups")) {
      try router.match("category/soups")
    }
  }

  @Test("Static segments beat captures whatever the declaration order")
  func staticBeatsCapture() throws {
    #expect(try router.match("myapp://recipe/new").routes == [.newRecipe])
  }

  @Test("A failed deeper match backs up to the next candidate")
  func backtracking() throws {
    // `shop/{item}` is tried first; `reviews/5` then completes the path.
    #expect(try router.match("myapp://shop/hat/reviews/5").routes == [.shop("hat"), .review(5)])
    // Here `shop/{item}` leaves `reviews` that no pattern completes, so `shop/{item}/reviews` wins.
    #expect(try router.match("myapp://shop/hat/reviews").routes == [.shopReviews("hat")])
  }

  @Test("Captures convert to their declared types; a custom conversion looks the value up")
  func typedCaptures() throws {
    let id = UUID()
    #expect(try router.match("myapp://order/\(id.uuidString)").routes == [.order(id)])
    #expect(try router.match("myapp://files/a/b/c.txt").routes == [.files("a/b/c.txt")])
    #expect(try router.match("myapp://tag/swift").routes == [.tag("swift", page: nil)])
    #expect(try router.match("myapp://tag/swift/2").routes == [.tag("swift", page: 2)])
    #expect(throws: URLRoutingError.self) { try router.match("myapp://chef/seven") }
  }

  @Test("Query fields: required, defaulted, and decoded exactly once")
  func queryFields() throws {
    #expect(try router.match("myapp://search?q=pie").routes == [.search(query: "pie", page: 1)])
    #expect(
      try router.match("myapp://search?page=3&q=caf%C3%A9").routes == [
        .search(query: "café", page: 3)
      ])
    // An embedded URL keeps its own escapes after the one decode.
    let embedded = "https%3A%2F%2Fx.example%2F%3Fa%3D1%2526b"
    #expect(
      try router.match("myapp://search?q=\(embedded)").routes == [
        .search(query: "https://x.example/?a=1%26b", page: 1)
      ])
    #expect(throws: URLRoutingError.self) { try router.match("myapp://search?page=2") }
  }

  @Test("Only segments with % are decoded; %2F stays inside its segment")
  func percentDecoding() throws {
    let cafe = try #require(RecipeRoutes.recipes["café-crème"])
    #expect(try router.match("myapp://recipe/caf%C3%A9-cr%C3%A8me").routes == [.recipe(cafe)])
    #expect(try router.match("myapp://shop/a%2Fb").routes == [.shop("a/b")])
    #expect(throws: URLRoutingError.invalidPercentEncoding(in: "segment 2")) {
      try router.match("myapp://shop/%ZZ")
    }
    #expect(throws: URLRoutingError.invalidPercentEncoding(in: "segment 2")) {
      try router.match("myapp://shop/%C3")
    }
  }

  @Test("Case sensitivity is the router's choice")
  func caseSensitivity() throws {
    #expect(try router.match("MyApp://CATEGORY/desserts").routes == [.category(.desserts)])
    let strict = try RecipeRoutes.router(caseSensitive: true)
    #expect(throws: URLRoutingError.self) { try strict.match("myapp://CATEGORY/desserts") }
  }

  @Test("A rejected URL says which segment failed, why, and the closest patterns")
  func errors() throws {
    do {
      _ = try router.match("myapp://categroy/desserts")
      Issue.record("matched a misspelt URL")
    } catch {
      guard case .noMatch(let segment, let text, _, let closest) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(segment == 1 && text == "categroy")
      #expect(closest.first == "category/{category:Category}")
    }
    do {
      _ = try router.match("myapp://category/desserts/recipe/unknown-pie")
      Issue.record("matched an unknown recipe")
    } catch {
      #expect(
        error.description.contains("Segment 4 \"unknown-pie\": not a valid Recipe for {recipe}"))
    }
  }

  @Test("Limits: long URLs and long paths are rejected before matching")
  func limits() {
    let long = "myapp://shop/" + String(repeating: "x", count: 5000)
    #expect(throws: URLRoutingError.tooLong(length: long.utf8.count, limit: 4096)) {
      try router.match(long)
    }
    let deep = "myapp://" + Array(repeating: "shop", count: 40).joined(separator: "/")
    #expect(throws: URLRoutingError.tooManySegments(limit: 32)) { try router.match(deep) }
  }

  @Test("Malformed patterns are rejected when declared")
  func malformedPatterns() {
    var router = URLRouter<Int>(schemes: ["x"])
    for pattern in ["a/**/b", "{x", "a{b}", "{a}/{a}", "{a:Nope}", "", "q?k=v", "{}"] {
      #expect(throws: RoutePatternError.self, "\(pattern)") {
        try router.route(pattern) { _ in
          0
        } print: { _ in
          nil
        }
      }
    }
  }
}
