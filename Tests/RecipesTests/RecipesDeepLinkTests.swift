import Foundation
import TestSupport
import Testing
import Waypoint
import WaypointTerminal
import WaypointTesting

@testable import Recipes

@MainActor
@Suite("The recipes app's deep links")
struct RecipesDeepLinkTests {
  @Test("a link given at launch opens its recipe, with Back leading to its category")
  func coldStart() throws {
    let host = AppHost(
      RecipesApp(), horizontalSizeClass: .compact,
      openURL: URL(string: "recipes://recipe/shakshuka"))
    #expect(host.navigationTitles == ["Recipes", "Breakfast", "Shakshuka"])
    try host.back()
    #expect(host.navigationTitle == "Breakfast")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("while running, app and web links open chefs, categories and searches")
  func whileRunning() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.selectTab("Favourites")
    host.open(URL(string: "https://recipes.example/chef/sam-porter")!)
    #expect(host.navigationTitles == ["Recipes", "Sam Porter"])
    host.open(URL(string: "RECIPES://Category/desserts")!)
    #expect(host.navigationTitles == ["Recipes", "Desserts"])
    host.open(URL(string: "recipes://search?q=lentil")!)
    #expect(try host.text(in: "Search") == "lentil")
    #expect(!host.elements(labeled: "Red Lentil Soup 30 min · Easy").isEmpty)
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a link to nothing the app has leaves the screen as it was, and says so")
  func unknown() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.tap("Soups 7")
    for link in [
      "recipes://recipe/no-such-recipe", "https://elsewhere.example/recipe/shakshuka",
      "recipes://" + String(repeating: "a/", count: 5_000), "recipes://recipe/%ZZ",
      "recipes://recipe/sh%00akshuka", "mailto:cook@recipes.example",
    ] {
      guard let url = URL(string: link) else { continue }
      host.open(url)
      #expect(host.navigationTitles == ["Recipes", "Soups"], "\(link.prefix(60))")
    }
    #expect(Set(host.diagnostics.map(\.code)) == [.urlNotHandled])
  }

  @Test("a recipe prints back to its link, and the link opens it")
  func printing() throws {
    let store = RecipeStore.bundled()
    let shakshuka = try #require(store.recipe(withID: "shakshuka"))
    let link = try #require(DeepLinks.link(to: shakshuka, in: store))
    #expect(link.absoluteString == "recipes://recipe/shakshuka")
    #expect(try DeepLinks.router(for: store).match(link).routes == [.recipe(shakshuka)])
  }

  @Test("opening a recipe from another tab does it in one update: the skipped screens never appear")
  func oneUpdate() async throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    try host.selectTab("Favourites")
    host.resetEvaluationCount()
    host.open(URL(string: "recipes://recipe/apple-pie")!)
    #expect(host.navigationTitles == ["Recipes", "Desserts", "Apple Pie"])
    // The recipe's screen is made once for the link.
    #expect(host.evaluations["RecipeDetailView"] == 1, "\(host.evaluations)")
    #expect(host.evaluations["CategoryView"] <= 1, "\(host.evaluations)")
    // The recipe notes that it was viewed in its task, after that update; the root shows it
    // without evaluating the recipe's screen again.
    await host.settle()
    #expect(
      host.elements(labeled: "Recently viewed: Apple Pie").isEmpty == false,
      "the recipe's task ran")
    #expect(host.evaluations["RecipeDetailView"] == 1, "\(host.evaluations)")
  }
}

@MainActor
@Suite("The recipes app's universal links and Handoff")
struct RecipesHandoffTests {
  @Test("the checked-in apple-app-site-association file is the one the router generates")
  func siteAssociation() throws {
    let url = Repository.file("Examples/Recipes/Resources/apple-app-site-association.json")
    let checkedIn = try String(contentsOf: url, encoding: .utf8)
    #expect(checkedIn == DeepLinks.siteAssociation(for: RecipeStore.bundled()))
    let file = try #require(DeepLinks.bundledSiteAssociation())
    #expect(
      file.decision(for: "https://recipes.example/recipe/shakshuka").appIDs == [DeepLinks.appID])
    #expect(!file.decision(for: "https://recipes.example/about").opensApp)
  }

  @Test("a universal link arrives as a browsing-web activity and opens its screen")
  func universalLink() throws {
    let host = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    #expect(host.runtime.universalLinks.count == 1)
    host.open(URL(string: "https://recipes.example/recipe/tomato-soup")!)
    #expect(host.navigationTitles == ["Recipes", "Soups", "Roast Tomato Soup"])
    try host.tap("Share")
    try host.tap("Done")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a recipe screen advertises its activity; another instance continues it on that recipe")
  func handoff() throws {
    let first = AppHost(
      RecipesApp(), horizontalSizeClass: .compact,
      openURL: URL(string: "recipes://recipe/shakshuka"))
    let activity = try #require(first.currentUserActivity)
    #expect(activity.activityType == DeepLinks.viewRecipeActivity)
    #expect(activity.title == "Shakshuka")
    #expect(activity.webpageURL?.absoluteString == "https://recipes.example/recipe/shakshuka")
    #expect(try activity.typedPayload(String.self) == "shakshuka")

    let second = AppHost(RecipesApp(), horizontalSizeClass: .compact)
    #expect(second.currentUserActivity == nil, "the sidebar advertises nothing")
    #expect(second.continueUserActivity(activity))
    #expect(second.navigationTitles == ["Recipes", "Breakfast", "Shakshuka"])
    #expect(!second.continueUserActivity(NSUserActivity(activityType: "com.example.unknown")))
  }
}

@MainActor
@Suite("Opening a URL from the terminal")
struct TerminalURLPromptTests {
  @Test("`:` opens a prompt on the bottom line; Enter opens the URL typed, Esc closes it")
  func prompt() async {
    let session = TerminalSession(
      runtime: ViewRuntime(app: RecipesApp(), horizontalSizeClass: .compact), width: 80,
      height: 20, usesColor: false)
    _ = await session.handle(.character(":"))
    for character in "recipes://recipe/shakshu" { _ = await session.handle(.character(character)) }
    #expect(session.screen.plainText.contains("open URL: recipes://recipe/shakshu"))
    _ = await session.handle(.character("k"))
    _ = await session.handle(.character("a"))
    _ = await session.handle(.enter)
    #expect(session.screen.plainText.split(separator: "\n").first?.contains("Shakshuka") == true)
    _ = await session.handle(.character(":"))
    _ = await session.handle(.character("x"))
    _ = await session.handle(.escape)
    #expect(!session.screen.plainText.contains("open URL"))
    #expect(session.screen.plainText.split(separator: "\n").first?.contains("Shakshuka") == true)
  }
}

@MainActor
@Suite("Copying a recipe's link")
struct CopyLinkTests {
  @Test("Copy Link puts the recipe's URL on the terminal's clipboard and says so")
  func copyLink() async throws {
    let runtime = ViewRuntime(
      app: RecipesApp(), horizontalSizeClass: .compact,
      openURL: URL(string: "recipes://recipe/shakshuka"))
    let session = TerminalSession(runtime: runtime, width: 80, height: 20, usesColor: false)
    _ = session.output()
    let copy = try #require(
      runtime.rootElements.flatMap(\.allElements).first {
        if case .button = $0.role { $0.label == "Copy Link" } else { false }
      })
    try runtime.perform(.tap, on: copy)
    #expect(runtime.pasteboard.string == "recipes://recipe/shakshuka")
    let bytes = session.output()
    let clipboard = "\u{1B}]52;c;" + Data("recipes://recipe/shakshuka".utf8).base64EncodedString()
    #expect(String(decoding: bytes, as: UTF8.self).contains(clipboard))
    #expect(session.screen.plainText.contains("Copied: recipes://recipe/shakshuka"))
  }
}

@Suite(
  "The recipes app's --open from the command line",
  .integration)
struct RecipesOpenCommandIntegrationTests {
  @Test(
    "--render-text --open prints the linked screen; a link to nothing prints the first, and why")
  func renderText() throws {
    let recipes = try BuiltExecutable(named: "recipes")
    let linked = try recipes.run(["--render-text", "--open", "recipes://recipe/shakshuka"])
    #expect(linked.status == 0)
    let bar = linked.output.split(separator: "\n").first ?? ""
    #expect(bar.contains("‹ Breakfast") && bar.contains("Shakshuka"))
    let nothing = try recipes.run(["--render-text", "--open", "recipes://recipe/nothing"])
    #expect(nothing.status == 0)
    #expect(nothing.output.contains("Categories"), "the first screen")
    #expect(nothing.error.contains("url-not-handled"))
    let malformed = try recipes.run(["--render-text", "--open", "::::"])
    #expect(malformed.status == 0)
    #expect(malformed.output.contains("Categories"))
    #expect(!malformed.error.isEmpty)
  }
}
