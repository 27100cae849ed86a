import Testing
import WaypointLint

/// Each rule against code that has the mistake (marked lines must be flagged) and code that
/// does not (nothing else may be flagged, by any rule).
@Suite("Lint rules on fixtures")
struct RuleFixtureTests {
  static let fixtures: [(String, Fixture)] = [
    (
      "navigation-view-deprecated",
      Fixture(
        """
        struct A: View {
          var body: some View {
            NavigationView { // expect: navigation-view-deprecated
              Text("A")
            }
            NavigationView { Text("B") }.navigationViewStyle(.stack) // expect: navigation-view-deprecated
            NavigationStack { Text("C") }
            NavigationSplitView { Text("S") } detail: { Text("D") }
          }
        }
        """)
    ),
    (
      "view-based-navigation-link",
      Fixture(
        """
        struct A: View {
          var body: some View {
            NavigationStack {
              List {
                NavigationLink("Recipe") { // expect: view-based-navigation-link
                  RecipeDetail()
                }
                NavigationLink(destination: Detail()) { Text("A") } // expect: view-based-navigation-link
                NavigationLink { // expect: view-based-navigation-link
                  Detail()
                } label: {
                  Text("B")
                }
                NavigationLink("C", isActive: $isActive) { Detail() } // expect: view-based-navigation-link
                NavigationLink("Value", value: recipe)
                NavigationLink(value: recipe) { Text(recipe.name) }
              }
              .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
            }
          }
        }
        """)
    ),
    (
      "destination-in-lazy-container",
      Fixture(
        """
        struct A: View {
          var body: some View {
            NavigationStack {
              List {
                ForEach(items) { item in
                  NavigationLink(value: item) { Text(item.name) }
                    .navigationDestination(for: Item.self) { ItemDetail(item: $0) } // expect: destination-in-lazy-container
                }
              }
              LazyVStack {
                Text("x").navigationDestination(isPresented: $shown) { Detail() } // expect: destination-in-lazy-container
              }
              List(items) { item in
                NavigationLink(item.name, value: item)
              }
              .navigationDestination(for: Item.self) { ItemDetail(item: $0) }
              VStack {
                Text("fine").navigationDestination(isPresented: $other) { Detail() }
              }
            }
          }
        }
        """)
    ),
    (
      "nested-navigation-stack",
      Fixture(
        """
        struct A: View {
          var body: some View {
            NavigationStack {
              VStack {
                NavigationStack { Text("inner") } // expect: nested-navigation-stack
              }
              .navigationDestination(for: Int.self) { number in
                NavigationStack { Text("pushed stack") } // expect: nested-navigation-stack
              }
              .sheet(isPresented: $showSheet) {
                NavigationStack { SheetContent() }
              }
            }
            NavigationSplitView {
              Sidebar()
            } detail: {
              NavigationStack { Detail() }
            }
          }
        }
        """)
    ),
    (
      "router-without-main-actor",
      Fixture(
        """
        class Router: ObservableObject { // expect: router-without-main-actor
          @Published var path = NavigationPath()
        }

        @Observable
        final class Coordinator { // expect: router-without-main-actor
          var path: [Route] = []
        }

        @Observable @MainActor
        final class GoodRouter {
          var path = NavigationPath()
        }

        @MainActor
        final class GoodModel: ObservableObject {
          @Published var path: [Int] = []
        }

        final class NotObservable {
          var path = NavigationPath()
        }

        @Observable
        final class Settings {
          var name = ""
        }
        """)
    ),
    (
      "path-mutation-in-detached-task",
      Fixture(
        """
        func load() {
          Task.detached {
            let recipe = await fetch()
            await viewModel.path.append(recipe) // expect: path-mutation-in-detached-task
            router.path = NavigationPath() // expect: path-mutation-in-detached-task
            await MainActor.run {
              viewModel.path.append(recipe)
            }
            items.append(recipe)
          }
          Task {
            router.path.append(1)
          }
        }
        """)
    ),
    (
      "force-try-path-decode",
      Fixture(
        """
        func restore(data: Data) {
          let path = NavigationPath(try! decoder.decode(NavigationPath.CodableRepresentation.self, from: data)) // expect: force-try-path-decode
          if let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            self.path = NavigationPath(representation)
          }
          let settings = try! JSONDecoder().decode(Settings.self, from: data)
        }
        """)
    ),
    (
      "constant-path-binding",
      Fixture(
        """
        struct A: View {
          @State private var path = NavigationPath()
          var body: some View {
            let local = NavigationPath()
            NavigationStack(path: .constant(local)) { Text("A") } // expect: constant-path-binding
            NavigationStack(path: $path) { Text("B") }
          }
        }
        """)
    ),
    (
      "link-inside-button",
      Fixture(
        """
        struct A: View {
          var body: some View {
            Button("Go") {
              go()
            } label: {
              NavigationLink(value: item) { // expect: link-inside-button
                Text("Item")
              }
            }
            Button(action: go) {
              NavigationLink("Item", value: item) // expect: link-inside-button
            }
            Button("Plain") { go() }
            NavigationLink(value: item) { Text("Link") }
          }
        }
        """)
    ),
    (
      "shared-path-across-tabs",
      Fixture(
        """
        struct A: View {
          @State private var router = Router()
          var body: some View {
            NavigationStack {
              TabView { // expect: shared-path-across-tabs
                Tab("Home") { HomeView() }
                Tab("Settings") { SettingsView() }
              }
            }
            TabView {
              Tab("One") { NavigationStack(path: $router.path) { One() } }
              Tab("Two") { NavigationStack(path: $router.path) { Two() } } // expect: shared-path-across-tabs
            }
            TabView {
              Tab("One") { NavigationStack(path: $router.homePath) { One() } }
              Tab("Two") { NavigationStack(path: $router.searchPath) { Two() } }
            }
            // A carousel of pages in a stack is not tabs sharing a path.
            NavigationStack {
              TabView { ForEach(photos) { PhotoView(photo: $0) } }
                .tabViewStyle(.page(indexDisplayMode: .always))
              TabView { OnboardingPages() }.tabViewStyle(PageTabViewStyle())
            }
          }
        }

        #Preview {
          NavigationStack {
            TabView { Tab("Home") { HomeView() } }
          }
        }

        struct A_Previews: PreviewProvider {
          static var previews: some View {
            NavigationStack { TabView { Tab("Home") { HomeView() } } }
          }
        }
        """)
    ),
    (
      "search-tab-without-stack",
      Fixture(
        """
        struct A: View {
          var body: some View {
            TabView {
              Tab(role: .search) {
                List(results) { Text($0.name) } // expect: search-tab-without-stack
              }
              Tab(role: .search) {
                SearchResults().searchable(text: $query) // expect: search-tab-without-stack
              }
              Tab(role: .search) {
                NavigationStack { SearchResults() }
                  .searchable(text: $query)
              }
              Tab(role: .search) {
                SearchScreen()
              }
              Tab("Home", systemImage: "house") {
                List { Text("home") }
              }
            }
          }
        }
        """)
    ),
    (
      "tab-item-deprecated",
      Fixture(
        """
        struct A: View {
          var body: some View {
            TabView {
              HomeView()
                .tabItem { Label("Home", systemImage: "house") } // expect: tab-item-deprecated
              Tab("Search", systemImage: "magnifyingglass", value: 1) { SearchView() }
            }
          }
        }
        """)
    ),
    (
      "conditional-tab",
      Fixture(
        """
        struct A: View {
          var body: some View {
            TabView {
              Tab("Home", systemImage: "house") { HomeView() }
              if showSettings {
                Tab("Settings", systemImage: "gear") { SettingsView() } // expect: conditional-tab
              }
              Tab("Beta", systemImage: "flask") { BetaView() }
                .hidden(!showBeta)
            }
          }
        }
        """)
    ),
    (
      "sheet-unwraps-optional",
      Fixture(
        """
        struct A: View {
          var body: some View {
            List { Text("A") }
              .sheet(isPresented: $showEditor) {
                if let recipe = selectedRecipe { // expect: sheet-unwraps-optional
                  Editor(recipe: recipe)
                }
              }
              .fullScreenCover(isPresented: $showPlayer) {
                if track != nil { // expect: sheet-unwraps-optional
                  Player(track: track!)
                }
              }
              .sheet(isPresented: $showPreview) {
                Preview().modelContainer(container!)
              }
              .sheet(item: $selectedRecipe) { recipe in
                Editor(recipe: recipe)
              }
              .sheet(isPresented: $showSettings) {
                SettingsView()
              }
          }
        }
        """)
    ),
    (
      "sheet-fixed-frame",
      Fixture(
        """
        struct A: View {
          var body: some View {
            Text("A")
              .sheet(item: $item) { item in
                Editor(item: item)
                  .frame(width: 400, height: 300) // expect: sheet-fixed-frame
              }
              .sheet(isPresented: $shown) {
                Form { Text("fine") }
                  .presentationSizing(.form)
              }
              .sheet(isPresented: $other) {
                Image("x").frame(maxWidth: .infinity)
              }
              .popover(isPresented: $popover) {
                Picker().frame(width: 300, height: 200)
              }
          }
        }
        """, isProject: true)
    ),
    (
      "view-in-path",
      Fixture(
        """
        func show() {
          path.append(AnyView(Detail())) // expect: view-in-path
          router.path.append(RecipeDetailView(recipe: recipe)) // expect: view-in-path
          path.append(recipe)
          path.append(Route.detail(recipe.id))
          views.append(DetailView())
        }
        """)
    ),
    (
      "unvalidated-deep-link",
      Fixture(
        """
        struct A: View {
          var body: some View {
            Root()
              .onOpenURL { url in
                router.path.append(Route.recipe(url.lastPathComponent)) // expect: unvalidated-deep-link
                router.selection = url.host // expect: unvalidated-deep-link
              }
              // A failable initializer with a fallback refuses what it does not know.
              .onOpenURL { url in router.selectedTab = Tab(rawValue: url.host ?? "") ?? .home }
              .onOpenURL { router.path = [.recipe($0.pathComponents[1])] } // expect: unvalidated-deep-link
              .onOpenURL { url in router.open(url) }
              .onOpenURL { url in router.path = router.routes(for: url.path) }
              .onOpenURL { url in
                guard let id = url.pathComponents.last, store.has(id) else { return }
                router.path.append(Route.recipe(id))
              }
              .onOpenURL { url in
                switch url.host {
                case "recipe": router.path = [.recipe(url.lastPathComponent)]
                default: break
                }
              }
          }
        }
        """)
    ),
    (
      "minimize-at-regular-width",
      Fixture(
        """
        struct A: View {
          @Environment(\\.horizontalSizeClass) private var sizeClass
          var body: some View {
            if sizeClass == .regular {
              TabView { Tab("Home") { Home() } }
                .tabBarMinimizeBehavior(.onScrollDown) // expect: minimize-at-regular-width
            } else {
              TabView { Tab("Home") { Home() } }
                .tabBarMinimizeBehavior(.onScrollDown)
            }
            #if os(macOS)
              TabView { Tab("Home") { Home() } }.tabBarMinimizeBehavior(.onScrollUp) // expect: minimize-at-regular-width
            #endif
            TabView { Tab("Home") { Home() } }
              .tabBarMinimizeBehavior(sizeClass == .compact ? .onScrollDown : .automatic)
            if sizeClass == .regular {
              TabView { Tab("Home") { Home() } }.tabBarMinimizeBehavior(.never)
            }
          }
        }
        """)
    ),
    (
      "sheet-dismiss-by-binding",
      Fixture(
        """
        struct A: View {
          @State private var showsEditor = false
          @State private var editing: Recipe?
          var body: some View {
            List { Text("A") }
              .sheet(isPresented: $showsEditor) {
                Editor(isPresented: $showsEditor) // expect: sheet-dismiss-by-binding
              }
              .sheet(item: $editing) { recipe in
                RecipeEditor(recipe: recipe, editing: $editing) // expect: sheet-dismiss-by-binding
              }
              .fullScreenCover(isPresented: $showsEditor) {
                Editor()
              }
          }
        }

        struct Editor: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
            Button("Done") { dismiss() }
          }
        }
        """)
    ),
    (
      "persisted-path-of-models",
      Fixture(
        """
        class NavigationModel: Codable {
          var path: [Recipe] = [] // expect: persisted-path-of-models
          var codingPath: [Ingredient] = []
          var recipePath: [Recipe] = [] // expect: persisted-path-of-models
          var sectionPath: [Section] = []
        }

        struct RecipeList: View {
          var body: some View {
            List {}.navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
          }
        }

        struct SavedState: Codable {
          var path: [Recipe.ID] = []
          var routePath: [AppRoute] = []
          var recipes: [Recipe] = []
        }

        // A pushed enum's values are routes, not copies of the app's data.
        enum Weekday: String, Codable { case monday, tuesday }
        struct SavedPlan: Codable {
          var planPath: [Weekday] = []
        }

        struct PlanList: View {
          var body: some View {
            List {}.navigationDestination(for: Weekday.self) { Text($0.rawValue) }
          }
        }

        @Observable @MainActor
        final class LiveRouter {
          var path: [Recipe] = []
        }

        // Its own encode(to:) writes the ids only (the reference's §4.2).
        final class Restorable: Codable {
          var path: [Recipe] = []
          func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path.map { $0.id }, forKey: .path)
          }
        }

        // Its own encode(to:) still writes the whole models.
        final class Verbose: Codable {
          var path: [Recipe] = [] // expect: persisted-path-of-models
          func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
          }
        }
        """, isProject: true)
    ),
  ]

  @Test("Marked lines are flagged, and nothing else is", arguments: fixtures.map(\.0))
  func fixture(_ name: String) throws {
    let fixture = try #require(Self.fixtures.first { $0.0 == name }?.1)
    #expect(fixture.expected.contains { $0.rule == name }, "the fixture has a positive case")
    #expect(fixture.found == fixture.expected)
  }

  /// Rules that only look across a project, or at the repository's other files, are tested by
  /// suites of their own.
  static let judgedByProjectSuites: Set<String> = [
    "scattered-open-url", "destination-missing", "unstable-route", "nested-observable-router",
    "universal-links-unpaired",
  ]

  @Test("Every rule has a fixture, or a suite of its own")
  func everyRuleHasAFixture() {
    let covered = Set(Self.fixtures.map(\.0)).union(Self.judgedByProjectSuites)
    for rule in allRules {
      #expect(covered.contains(rule.description.id), "\(rule.description.id) has no fixture")
    }
  }
}
