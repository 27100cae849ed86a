import Foundation
import Testing
import WaypointCore

@Suite("apple-app-site-association files")
struct AASAFileTests {
  static let modern = """
    {
      "applinks": {
        "defaults": { "caseSensitive": true },
        "substitutionVariables": { "food": ["burrito", "taco*"] },
        "details": [
          {
            "appIDs": ["ABCDE12345.com.example.app"],
            "components": [
              { "#": "no_universal_links", "exclude": true, "comment": "opt out by fragment" },
              { "/": "/help/*", "exclude": true },
              { "/": "/buy/?*", "?": { "articleNumber": "????" } },
              { "/": "/menu/$(food)" },
              { "/": "/$(lang)_$(region)/news/*" },
              { "/": "/Docs/*", "caseSensitive": false },
              { "/": "/caf%C3%A9/*" },
              { "/": "/plain text/*", "percentEncoded": false }
            ]
          },
          { "appIDs": ["ABCDE12345.com.example.clip"], "components": [{ "/": "/clip/*" }] }
        ]
      }
    }
    """

  private func file(_ json: String) throws -> AASAFile {
    try AASAFile(data: Data(json.utf8))
  }

  @Test("The first matching rule decides; exclusions keep URLs out; every component must match")
  func decisions() throws {
    let file = try file(Self.modern)
    #expect(file.problems.isEmpty, "\(file.problems)")
    let opens: [(String, String)] = [
      ("https://example.com/buy/shoe?articleNumber=1234", "components[2]"),
      ("https://example.com/menu/burrito", "components[3]"),
      ("https://example.com/menu/tacos", "components[3]"),
      ("https://example.com/en_US/news/today", "components[4]"),
      ("https://example.com/docs/INTRO", "components[5]"),
      ("https://example.com/caf%C3%A9/menu", "components[6]"),
      ("https://example.com/plain%20text/x", "components[7]"),
    ]
    for (url, rule) in opens {
      let decision = file.decision(for: url)
      #expect(decision.opensApp, "\(url)")
      #expect(decision.appIDs == ["ABCDE12345.com.example.app"], "\(url)")
      #expect(decision.rule?.location.hasSuffix(rule) == true, "\(url): \(decision)")
    }
    let closed = [
      "https://example.com/help/faq",  // excluded
      "https://example.com/buy/shoe#no_universal_links",  // excluded by fragment
      "https://example.com/buy/shoe?articleNumber=123",  // ? needs exactly four characters
      "https://example.com/buy/?articleNumber=1234",  // ?* needs one or more
      "https://example.com/menu/pizza",
      "https://example.com/en_QQ/news/today",  // QQ is not a region
      "https://example.com/other",
    ]
    for url in closed { #expect(!file.decision(for: url).opensApp, "\(url)") }
    #expect(
      file.decision(for: "https://example.com/help/faq").description.contains(
        "excluded by applinks.details[0].components[1]"))
    #expect(
      file.decision(for: "https://example.com/clip/1").appIDs == ["ABCDE12345.com.example.clip"])
  }

  @Test("Legacy paths with NOT")
  func legacyPaths() throws {
    let file = try file(
      #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["NOT /private/*", "/articles/*"]}]}}"#
    )
    #expect(file.errors.isEmpty)
    #expect(file.decision(for: "https://example.com/articles/1").opensApp)
    #expect(!file.decision(for: "https://example.com/private/1").opensApp)
    #expect(!file.decision(for: "https://example.com/other").opensApp)
  }

  @Test("Validation names unknown keys, malformed patterns and wrong types")
  func validation() throws {
    let file = try file(
      """
      {
        "applinks": {
          "details": [
            {
              "appIDs": ["ABCDE12345.com.example.app", "not-an-app-id"],
              "components": [
                { "/": "/a/*", "exlcude": true },
                { "/": "buy/*" },
                { "/": "/$(unknown)/*" },
                { "/": "/$(lang" },
                { "/": "/b/*", "exclude": "yes" },
                { "?": 5 }
              ]
            },
            { "components": [] }
          ]
        },
        "webcredentialz": {}
      }
      """)
    let messages = file.problems.map(\.description)
    #expect(
      messages.contains {
        $0.hasPrefix(
          "error: applinks.details[0].components[0]: unknown key \"exlcude\" (did you mean \"exclude\"?)"
        )
      })
    #expect(
      messages.contains {
        $0.contains("components[1]: the path pattern \"buy/*\" does not start with / or *")
      })
    #expect(
      messages.contains {
        $0.contains("components[2]") && $0.contains("$(unknown), which is not defined")
      })
    #expect(
      messages.contains { $0.contains("components[3]") && $0.contains("without a closing )") })
    #expect(
      messages.contains {
        $0.contains("components[4]: \"exclude\" must be true or false, not a string")
      })
    #expect(
      messages.contains {
        $0.contains("components[5]: \"?\" must be a string or an object, not a number")
      })
    #expect(
      messages.contains {
        $0
          == "warning: applinks.details[0]: \"not-an-app-id\" does not look like TEAMID.bundle.identifier (a 10-character team ID, a dot, a bundle ID)"
      })
    #expect(messages.contains { $0 == "error: applinks.details[1]: names no app: add \"appIDs\"" })
    #expect(messages.contains { $0.hasPrefix("warning: (root): unknown key \"webcredentialz\"") })
    #expect(throws: AASAError.self) { try AASAFile(data: Data("{".utf8)) }
  }

  @Test(
    "Rules after a catch-all are unreachable; an exclusion after the rule it should precede is an error"
  )
  func ordering() throws {
    let file = try file(
      """
      {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [
        { "/": "/shop/*" },
        { "/": "/shop/secret", "exclude": true },
        { "/": "/shop/new" },
        { "/": "*" },
        { "/": "/after" }
      ]}]}}
      """)
    let problems = file.problems
    #expect(problems.count == 3, "\(problems)")
    #expect(
      problems.contains {
        $0.severity == .error && $0.location.hasSuffix("components[1]")
          && $0.message.contains("move the exclusion before it")
      })
    #expect(
      problems.contains {
        $0.severity == .warning && $0.location.hasSuffix("components[2]")
          && $0.message.hasPrefix("unreachable")
      })
    #expect(
      problems.contains {
        $0.severity == .warning && $0.location.hasSuffix("components[4]")
          && $0.message.contains("components[3]")
      })
  }

  @Test("A file generated from a router's patterns is valid and opens the router's URLs")
  func generation() throws {
    var router = URLRouter<String>(schemes: ["https"], hosts: ["recipes.example.com"])
    try router.route("category/{name}") {
      try $0("name")
    } print: {
      ["name": $0]
    }
    try router.route("recipe/{slug}/{step:Int?}") {
      try $0("slug")
    } print: {
      ["slug": $0]
    }
    try router.route("search?q={query}") {
      try $0("query")
    } print: {
      ["query": $0]
    }
    let json = AASAFile.generate(from: router.patterns, appIDs: ["ABCDE12345.com.example.recipes"])
    let file = try AASAFile(data: Data(json.utf8))
    #expect(file.problems.isEmpty, "\(file.problems)\n\(json)")
    for url in [
      "https://recipes.example.com/category/desserts/recipe/apple-pie",
      "https://recipes.example.com/recipe/apple-pie/2",
      "https://recipes.example.com/search?q=pie",
    ] {
      #expect(file.decision(for: url).opensApp, "\(url)")
    }
    #expect(!file.decision(for: "https://recipes.example.com/about").opensApp)
    #expect(!file.decision(for: "https://recipes.example.com/search").opensApp)
  }

  @Test("Patterns: * any run, ? one character, ?* one or more, case-insensitive when asked")
  func wildcards() throws {
    let file = try file(
      #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a?c/*z", "caseSensitive": false}]}]}}"#
    )
    #expect(file.decision(for: "https://x/abc/z").opensApp)
    #expect(file.decision(for: "https://x/AbC/yyz").opensApp)
    #expect(!file.decision(for: "https://x/ac/z").opensApp)
    #expect(!file.decision(for: "https://x/abbc/z").opensApp)
  }
}
