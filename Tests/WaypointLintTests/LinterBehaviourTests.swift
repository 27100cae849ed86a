import Foundation
import Testing
import WaypointLint

@Suite("Configuring, suppressing, fixing and reporting")
struct LinterBehaviourTests {
  let source = """
    struct A: View {
      var body: some View {
        NavigationView { Text("A") }
        TabView {
          Home().tabItem { Text("Home") }
        }
      }
    }
    func restore() {
      let path = NavigationPath(try! decoder.decode(NavigationPath.CodableRepresentation.self, from: data))
    }
    """

  private func lint(_ source: String, _ configuration: Configuration = Configuration()) -> [Finding]
  {
    Linter(configuration: configuration).lint(sources: [("A.swift", source)])
  }

  @Test("Rules can be turned off or given another severity; failOn decides the outcome")
  func configuration() {
    let all = lint(source)
    #expect(
      all.map(\.ruleID) == [
        "navigation-view-deprecated", "tab-item-deprecated", "force-try-path-decode",
      ])
    #expect(all.map(\.severity) == [.warning, .warning, .error])
    #expect(Linter().fails(all))

    let configured = Configuration(
      rules: [
        "tab-item-deprecated": .off, "navigation-view-deprecated": .error,
        "force-try-path-decode": .warning,
      ])
    let linter = Linter(configuration: configured)
    let findings = linter.lint(sources: [("A.swift", source)])
    #expect(findings.map(\.ruleID) == ["navigation-view-deprecated", "force-try-path-decode"])
    #expect(findings.map(\.severity) == [.error, .warning])

    let warningsOnly = [findings[1]]
    #expect(!Linter(configuration: configured).fails(warningsOnly))
    #expect(Linter(configuration: Configuration(failOn: .warning)).fails(warningsOnly))
    #expect(!Linter(configuration: Configuration(failOn: .never)).fails(findings))
  }

  @Test("An opt-in rule runs only when the configuration turns it on, and the table says so")
  func optInRule() {
    struct EveryStack: LintRule {
      let description = RuleDescription(
        id: "every-stack", summary: "A stack", why: "Testing.", reference: "None",
        optInBecause: "it flags every stack")
      func check(_ file: LintedFile) -> [RuleViolation] {
        file.index.calls(named: "NavigationStack").map { RuleViolation(at: $0) }
      }
    }
    let source = "struct A: View { var body: some View { NavigationStack { Text(\"a\") } } }"
    #expect(Linter(rules: [EveryStack()]).lint(sources: [("A.swift", source)]).isEmpty)
    var configuration = Configuration()
    configuration.rules["every-stack"] = .warning
    let findings = Linter(rules: [EveryStack()], configuration: configuration).lint(sources: [
      ("A.swift", source)
    ])
    #expect(findings.map(\.ruleID) == ["every-stack"])
    #expect(RuleTable.markdown([EveryStack()]).contains("| warning, opt-in |"))
  }

  @Test("Configuration files are JSON; unknown keys and rule ids are errors that name them")
  func configurationFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(".waypoint-lint.json")

    try Data(
      #"{"rules": {"tab-item-deprecated": "off"}, "exclude": ["Generated"], "failOn": "warning"}"#
        .utf8
    )
    .write(to: file)
    let configuration = try Configuration.load(from: file)
    #expect(
      configuration
        == Configuration(
          rules: ["tab-item-deprecated": .off], exclude: ["Generated"], failOn: .warning))

    try Data(#"{"rule": {}}"#.utf8).write(to: file)
    #expect(throws: ConfigurationError.unknownKey("rule")) { try Configuration.load(from: file) }

    try Data(#"{"rules": {"tab-item-deprecated": "loud"}}"#.utf8).write(to: file)
    #expect(throws: ConfigurationError.self) { try Configuration.load(from: file) }

    try Data("{".utf8).write(to: file)
    #expect(throws: ConfigurationError.self) { try Configuration.load(from: file) }

    let unknownRule = Configuration(rules: ["no-such-rule": .off])
    #expect(throws: ConfigurationError.unknownRule("no-such-rule")) {
      try unknownRule.validate(against: allRules)
    }
  }

  @Test("Excluded folders are not checked")
  func exclusion() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let generated = folder.appendingPathComponent("Generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try source.write(
      to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    try source.write(
      to: generated.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
    let linter = Linter(configuration: Configuration(exclude: ["Generated"]))
    let report = try linter.lint(paths: [folder.path], relativeTo: folder)
    #expect(report.fileCount == 1)
    #expect(Set(report.findings.map(\.path)).count == 1)
    #expect(throws: SourceFilesError.self) {
      try Linter().lint(paths: [folder.appendingPathComponent("nope").path])
    }
  }

  @Test("Suppression comments: disable-next-line, disable … enable, and all")
  func suppression() {
    let suppressed = """
      struct A: View {
        var body: some View {
          // waypoint-lint:disable-next-line navigation-view-deprecated
          NavigationView { Text("A") }
          NavigationView { Text("B") }
          // waypoint-lint:disable tab-item-deprecated
          Home().tabItem { Text("Home") }
          Home().tabItem { Text("Home") }
          // waypoint-lint:enable tab-item-deprecated
          Home().tabItem { Text("Home") }
          // waypoint-lint:disable-next-line
          NavigationView { Text("C") }
        }
      }
      """
    let findings = lint(suppressed)
    #expect(
      findings.map { "\($0.position.line) \($0.ruleID)" } == [
        "5 navigation-view-deprecated", "10 tab-item-deprecated",
      ])
  }

  @Test("Fixes rewrite NavigationView with the stack style and add @MainActor")
  func fixes() {
    let source = """
      struct A: View {
        var body: some View {
          NavigationView {
            Text("A")
          }
          .navigationViewStyle(.stack)
        }
      }

      @Observable
      final class Router {
        var path = NavigationPath()
      }
      """
    let findings = lint(source)
    #expect(findings.allSatisfy { $0.fixIt != nil })
    let (fixed, applied) = FixApplier.apply(findings, to: source)
    #expect(applied == 2)
    #expect(
      fixed == """
        struct A: View {
          var body: some View {
            NavigationStack {
              Text("A")
            }
          }
        }

        @MainActor @Observable
        final class Router {
          var path = NavigationPath()
        }
        """)
    #expect(lint(fixed).isEmpty)
  }

  @Test("Several onOpenURL handlers across files are flagged after the first")
  func scatteredOpenURL() {
    let a = "struct A: View { var body: some View { Text(\"a\").onOpenURL { router.handle($0) } } }"
    let b = "struct B: View { var body: some View { Text(\"b\").onOpenURL { url in open(url) } } }"
    #expect(Linter().lint(sources: [("A.swift", a)]).isEmpty)
    let findings = Linter().lint(sources: [("A.swift", a), ("B.swift", b)])
    #expect(findings.map(\.ruleID) == ["scattered-open-url"])
    #expect(findings.first?.path == "B.swift")
    #expect(findings.first?.message.contains("A.swift:1") == true)
  }

  @Test("A pushed type with no destination in the project is flagged; one in another file is seen")
  func destinationMissing() {
    let links = """
      enum Route: Hashable { case recipe(Int), chef(Int) }
      enum Settings: Hashable { case general }
      struct Home: View {
        @State private var path: [Route] = []
        var body: some View {
          NavigationStack(path: $path) {
            List {
              NavigationLink("Soup", value: Route.recipe(soup.id))
              NavigationLink("Settings", value: Settings.general)
              Button("Ada") { path.append(Route.chef(ada.id)) }
              NavigationLink("Unknown", value: recipe)
            }
          }
        }
      }
      """
    let destinations = """
      struct Destinations: ViewModifier {
        func body(content: Content) -> some View {
          content.navigationDestination(for: Route.self) { RouteView(route: $0) }
        }
      }
      """
    let sidebar = """
      enum Category: Hashable { case soups }
      struct Sidebar: View {
        @Binding var selection: Category?
        var body: some View {
          List(selection: $selection) {
            NavigationLink("Soups", value: Category.soups)
          }
        }
      }
      """
    let findings = Linter().lint(sources: [
      ("Home.swift", links), ("Destinations.swift", destinations), ("Sidebar.swift", sidebar),
    ])
    #expect(findings.map(\.ruleID) == ["destination-missing"])
    #expect(findings.first?.message.contains("Settings is pushed here") == true)
    let alone = Linter().lint(sources: [("Home.swift", links)])
    #expect(alone.filter { $0.ruleID == "destination-missing" }.count == 3)
  }

  @Test("A route whose cases carry closures or views is flagged; ids and values are not")
  func unstableRoute() {
    let routes = """
      enum Route: Hashable {
        case recipe(Recipe.ID)
        case search(query: String, page: Int)
        case confirm(onDone: () -> Void)
        case custom(AnyView)
        case detail(RecipeDetailView)
        case edit(Draft)
        case chef(Chef)
        case order(Order?)

        static func == (lhs: Route, rhs: Route) -> Bool { true }
        func hash(into hasher: inout Hasher) {}
      }

      enum Theme { case light(() -> Void) }

      final class Draft: Hashable {
        var title = ""
        static func == (lhs: Draft, rhs: Draft) -> Bool { lhs.title == rhs.title }
        func hash(into hasher: inout Hasher) { hasher.combine(title) }
      }
      final class Chef: Hashable {
        var name = ""
        static func == (lhs: Chef, rhs: Chef) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
      }
      final class Order {}
      extension Order: Hashable {
        static func == (lhs: Order, rhs: Order) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
      }
      """
    let stack = """
      struct Home: View {
        var body: some View {
          NavigationStack {
            RecipeList().navigationDestination(for: Route.self) { RouteView(route: $0) }
          }
        }
      }
      """
    let findings = Linter().lint(sources: [("Route.swift", routes), ("Home.swift", stack)])
      .filter { $0.ruleID == "unstable-route" }
    #expect(findings.map(\.position.line) == [4, 5, 6, 7])
    #expect(findings.first?.message.contains("Route.confirm carries a closure") == true)
    // A class compared by identity or by id is stable; one compared by its values is not.
    #expect(
      findings.last?.message.contains(
        "Route.edit carries a class whose == compares its stored values (Draft)") == true)
    // Without the stack, nothing says Route is a route.
    #expect(
      Linter().lint(sources: [("Route.swift", routes)]).filter { $0.ruleID == "unstable-route" }
        .isEmpty)
  }

  @Test("An @Observable router inside another @Observable object is flagged, across files")
  func nestedObservableRouter() {
    let router = """
      @Observable @MainActor
      final class Router {
        var path = NavigationPath()
      }
      """
    let model = """
      @Observable @MainActor
      final class AppModel {
        var router = Router()
        var settingsRouter: Router?
        var recipes: [Recipe] = []
      }

      final class Plain {
        var router = Router()
      }

      @main struct RecipesApp: App {
        @State private var router = Router()
        var body: some Scene { WindowGroup { Root().environment(router) } }
      }
      """
    let findings = Linter().lint(sources: [("Router.swift", router), ("AppModel.swift", model)])
      .filter { $0.ruleID == "nested-observable-router" }
    #expect(findings.map(\.position.line) == [3, 4])
    #expect(findings.first?.message.contains("AppModel.router holds the router Router") == true)
  }

  @Test(".tabItem with a Label or a Text and an Image, and a tag, is rewritten as Tab(…)")
  func tabItemFix() {
    let source = """
      struct A: View {
        @State private var tab = AppTab.home
        var body: some View {
          TabView(selection: $tab) {
            HomeView()
              .tabItem { Label("Home", systemImage: "house") }
              .tag(AppTab.home)
            SettingsView().tag(AppTab.settings).tabItem {
              Text("Settings")
              Image(systemName: "gear")
            }
            AboutView().tabItem { Text("About") }
          }
        }
      }
      """
    let findings = Linter().lint(sources: [("A.swift", source)])
    let (fixed, applied) = FixApplier.apply(findings, to: source)
    #expect(applied == 2)
    #expect(
      fixed == """
        struct A: View {
          @State private var tab = AppTab.home
          var body: some View {
            TabView(selection: $tab) {
              Tab("Home", systemImage: "house", value: AppTab.home) { HomeView() }
              Tab("Settings", systemImage: "gear", value: AppTab.settings) { SettingsView() }
              AboutView().tabItem { Text("About") }
            }
          }
        }
        """)
  }

  @Test("sheet(isPresented:) whose content unwraps the model becomes sheet(item:)")
  func sheetItemFix() {
    let source = """
      struct A: View {
        var body: some View {
          List { Text("A") }
            .sheet(isPresented: $showsDetail) {
              if let recipe = selectedRecipe {
                RecipeDetail(recipe: recipe)
              }
            }
            .fullScreenCover(isPresented: $editing) {
              if let draft { Editor(draft: draft) }
            }
        }
      }
      """
    // The rule is opt-in: it runs when the configuration names it.
    #expect(Linter().lint(sources: [("A.swift", source)]).isEmpty)
    var configuration = Configuration()
    configuration.rules["sheet-unwraps-optional"] = .warning
    let findings = Linter(configuration: configuration).lint(sources: [("A.swift", source)])
    let (fixed, applied) = FixApplier.apply(findings, to: source)
    #expect(applied == 2)
    #expect(
      fixed == """
        struct A: View {
          var body: some View {
            List { Text("A") }
              .sheet(item: $selectedRecipe) { recipe in
                RecipeDetail(recipe: recipe)
              }
              .fullScreenCover(item: $draft) { draft in
                Editor(draft: draft)
              }
          }
        }
        """)
    #expect(Linter().lint(sources: [("A.swift", fixed)]).isEmpty)
  }

  @Test("A diff shows the changed lines with three lines of context")
  func unifiedDiff() {
    let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 5", with: "five")
    #expect(
      UnifiedDiff.make(from: old, to: new, path: "F.swift") == """
        --- a/F.swift
        +++ b/F.swift
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +five
         line 6
         line 7
         line 8

        """)
    #expect(UnifiedDiff.make(from: old, to: old, path: "F.swift").isEmpty)
  }

  @Test("Handlers in two packages of one folder, or two targets of one package, are two projects")
  func projectsAreSeparate() throws {
    let a = "struct A: View { var body: some View { Text(\"a\").onOpenURL { router.handle($0) } } }"
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("lint-projects-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "One/Sources/One/App.swift", "Two/Sources/Two/App.swift",
      "Three/Sources/Tool/App.swift", "Three/Sources/Viewer/App.swift",
      "Four/Four.xcodeproj/project.pbxproj", "Four/Four/App.swift",
    ]
    for package in ["One", "Two", "Three"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(package), withIntermediateDirectories: true)
      try "// swift-tools-version: 6.1".write(
        to: root.appendingPathComponent(package + "/Package.swift"), atomically: true,
        encoding: .utf8)
    }
    for file in files {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (file.hasSuffix(".swift") ? a : "").write(to: url, atomically: true, encoding: .utf8)
    }
    let report = try Linter().lint(paths: [root.path])
    #expect(report.fileCount == 8)  // five apps' files and three Package.swift
    #expect(report.findings.isEmpty)
    // Two handlers in one target are still one project's two handlers.
    try a.write(
      to: root.appendingPathComponent("Four/Four/Other.swift"), atomically: true, encoding: .utf8)
    let again = try Linter().lint(paths: [root.path])
    #expect(again.findings.map(\.ruleID) == ["scattered-open-url"])
  }

  @Test("Text output is compiler-style; JSON and SARIF are valid documents")
  func formats() throws {
    let findings = lint(source)
    let text = ReportFormat.text.render(findings, rules: allRules)
    #expect(
      text.split(separator: "\n").first
        == "A.swift:3:5: warning: NavigationView is deprecated; use NavigationStack (one column) or NavigationSplitView (columns) [navigation-view-deprecated]"
    )

    let json = try JSONSerialization.jsonObject(
      with: Data(ReportFormat.json.render(findings, rules: allRules).utf8))
    let entries = try #require((json as? [String: Any])?["findings"] as? [[String: Any]])
    #expect(entries.count == 3)
    #expect(entries[2]["severity"] as? String == "error")
    #expect((entries[2]["why"] as? String)?.isEmpty == false)

    let sarif = try #require(
      try JSONSerialization.jsonObject(
        with: Data(ReportFormat.sarif.render(findings, rules: allRules).utf8))
        as? [String: Any])
    #expect(sarif["version"] as? String == "2.1.0")
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect((driver["rules"] as? [Any])?.count == allRules.count)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == findings.map(\.ruleID))
    let region = try #require(
      ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "region"]
        as? [String: Any])
    #expect(region["startLine"] as? Int == 3)
  }

  @Test("Every rule has an id, a one-line summary, a reason and a reference")
  func descriptions() {
    var ids: Set<String> = []
    for rule in allRules {
      let description = rule.description
      #expect(ids.insert(description.id).inserted, "\(description.id) is unique")
      #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" })
      #expect(!description.summary.isEmpty && !description.summary.contains("\n"))
      #expect(description.why.hasSuffix("."))
      #expect(!description.reference.isEmpty)
    }
    #expect(allRules.count >= 15)
  }
}

@Suite("The README")
struct ReadmeRuleTableTests {
  @Test("The README's rule table is the one the rules describe")
  func ruleTable() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../README.md").standardizedFileURL
    let text = try String(contentsOf: readme, encoding: .utf8)
    let marker = try #require(text.range(of: "<!-- rule-table"))
    let start = try #require(text.range(of: "-->\n", range: marker.upperBound..<text.endIndex))
    let end = try #require(text.range(of: "\n<!-- end rule-table -->"))
    #expect(String(text[start.upperBound..<end.lowerBound]) == RuleTable.markdown(allRules))
  }
}
