import Foundation
import PropertyBased
import TestSupport
import Testing
import WaypointCore

@Suite("Printing navigation paths as deep links")
struct URLPrintingTests {
  let router: URLRouter<RecipeRoute>

  init() throws {
    router = try RecipeRoutes.router()
  }

  @Test("Routes print as the URL they came from")
  func examples() throws {
    let pie = try #require(RecipeRoutes.recipes["apple-pie"])
    #expect(
      try router.url(for: [.category(.desserts), .recipe(pie)])
        == "myapp://category/desserts/recipe/apple-pie")
    #expect(
      try router.url(for: [.category(.soups)], scheme: "https")
        == "https://recipes.example.com/category/soups")
    #expect(
      try router.url(for: [.search(query: "a&b=c d", page: 1)]) == "myapp://search?q=a%26b%3Dc%20d")
    #expect(try router.url(for: [.search(query: "x", page: 2)]) == "myapp://search?q=x&page=2")
    #expect(try router.url(for: [.tag("swift", page: nil)]) == "myapp://tag/swift")
    #expect(try router.url(for: [.files("a/b c")]) == "myapp://files/a/b%20c")
    #expect(try router.url(for: []) == "myapp://")
  }

  @Test("A route no pattern prints is an error naming it")
  func unprintable() {
    var router = URLRouter<Int>(schemes: ["x"])
    #expect(throws: URLPrintingError.noPatternPrints(index: 0, route: "5")) {
      try router.url(for: [5])
    }
    do {
      try router.route("n/{n:Int}") {
        try $0("n")
      } print: {
        ["n": $0]
      }
      #expect(try router.url(for: [5]) == "x://n/5")
    } catch {
      Issue.record("\(error)")
    }
  }

  /// A route built from a random seed, with awkward text in the free-form captures: spaces,
  /// reserved characters, percent signs and non-ASCII letters.
  static func route(seed: Int) -> RecipeRoute {
    var random = SplitMix(seed: UInt64(bitPattern: Int64(seed)))
    let alphabet = Array("aZ9 -_.~%&=?#+;:@!$'()*,é漢😀")
    func text(_ lengths: ClosedRange<Int>, from characters: [Character] = alphabet) -> String {
      String(
        (0..<random.int(in: lengths)).map { _ in
          characters[random.int(in: 0...(characters.count - 1))]
        })
    }
    let letters = Array("abcxyz019")
    let recipes = RecipeRoutes.recipes.values.sorted { $0.slug < $1.slug }
    switch random.int(in: 0...8) {
    case 0: return .category(RecipeCategory.allCases[random.int(in: 0...4)])
    case 1: return .recipe(recipes[random.int(in: 0...(recipes.count - 1))])
    case 2: return .newRecipe
    case 3: return .chef(random.int(in: -1000...1000))
    case 4: return .search(query: text(1...12), page: random.int(in: 1...50))
    case 5:
      let item = text(1...10)
      return .shop(item == "new" ? "old" : item)
    case 6: return .review(random.int(in: 0...99))
    case 7:
      return .files(
        (0..<random.int(in: 1...3)).map { _ in text(1...6, from: letters) }.joined(separator: "/"))
    default:
      return .tag(
        text(1...8, from: letters), page: random.int(in: 0...1) == 0 ? nil : random.int(in: 1...9))
    }
  }

  @Test("match(url(for: routes)).routes == routes for every path")
  func roundTrip() async {
    let router = self.router
    await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max).array(of: 0...4)) { seeds in
      let routes = seeds.map(Self.route(seed:))
      do {
        let url = try router.url(for: routes)
        let matched = try router.match(url).routes
        #expect(matched == routes, "\(url)")
      } catch URLPrintingError.queryConflict {
        // Only two searches in one path can ask for different values of one query field.
        #expect(routes.filter { if case .search = $0 { true } else { false } }.count > 1)
      } catch URLPrintingError.restNotLast {
        // Only a path with `files/**` before its end cannot be printed.
        #expect(routes.dropLast().contains { if case .files = $0 { true } else { false } })
      } catch {
        Issue.record("\(routes): \(error)")
      }
    }
  }

  @Test("Arbitrary text never traps the matcher")
  func arbitraryInput() async {
    let router = self.router
    let alphabet = Array("myap:/%?&=#.-_aZ9 é\u{0}\u{FFFD}")
    await propertyCheck(count: 2000, input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...80))
    { indices in
      let text = String(indices.map { alphabet[$0] })
      _ = try? router.match("myapp://" + text)
      _ = try? router.match(text)
    }
  }
}
