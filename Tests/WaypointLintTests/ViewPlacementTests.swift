import Testing
import WaypointLint

@Suite("Across files: a view with its own stack shown inside another stack")
struct ViewPlacementTests {
  let app = """
    @main struct RecipesApp: App {
      var body: some Scene {
        WindowGroup {
          NavigationStack {
            HomeView()
          }
        }
      }
    }
    """
  let home = """
    struct HomeView: View {
      @State private var showsEditor = false
      var body: some View {
        List {
          NavigationLink(destination: DetailView()) { Text("Detail") }
          NavigationLink("Settings", value: Route.settings)
        }
        .navigationDestination(for: Route.self) { _ in SettingsView() }
        .sheet(isPresented: $showsEditor) { DetailView() }
      }
    }
    """
  let detail = """
    struct DetailView: View {
      var body: some View {
        NavigationStack { Text("Detail") }
      }
    }
    """
  let settings = """
    struct SettingsView: View {
      var body: some View { content }
      private var content: some View {
        NavigationStack { Form { Text("Settings") } }
      }
    }
    #Preview { NavigationStack { SettingsView() } }
    """
  let elsewhere = """
    struct SplitRoot: View {
      var body: some View {
        NavigationSplitView { Text("Sidebar") } detail: { DetailView() }
      }
    }
    struct Tabs: View {
      var body: some View {
        TabView { DetailView().tabItem { Text("Detail") } }
      }
    }
    """

  func findings(_ files: [(String, String)]) -> [Finding] {
    Linter(rules: [NestedNavigationStack()]).lint(sources: files.map { (path: $0.0, text: $0.1) })
  }

  @Test(
    "Pushed through another file's view, by a link or a destination, the inner stack is reported where the view is built"
  )
  func throughViews() {
    let found = findings([
      ("App.swift", app), ("Home.swift", home), ("Detail.swift", detail),
      ("Settings.swift", settings), ("Elsewhere.swift", elsewhere),
    ])
    #expect(found.map { "\($0.path):\($0.position.line)" } == ["Home.swift:5", "Home.swift:8"])
    #expect(
      found.first?.message
        == "DetailView has its own NavigationStack (Detail.swift:3) and is shown in HomeView, which is shown inside the NavigationStack at App.swift:4; remove the inner stack and push onto the outer one"
    )
  }

  @Test("Built straight in a stack's content in another file, the view is reported there")
  func inStackContent() {
    let outer = "struct Root: View { var body: some View { NavigationStack { DetailView() } } }"
    let found = findings([("Root.swift", outer), ("Detail.swift", detail)])
    #expect(found.count == 1)
    #expect(found.first?.message.contains("is shown inside this NavigationStack's content") == true)
  }

  @Test("Sheets, split-view columns, tabs outside a stack and previews are places of their own")
  func separatePlaces() {
    #expect(
      findings([
        ("Detail.swift", detail), ("Elsewhere.swift", elsewhere), ("Settings.swift", settings),
      ]).isEmpty)
    let sheetOnly = home.replacingOccurrences(
      of: "NavigationLink(destination: DetailView()) { Text(\"Detail\") }", with: "")
    #expect(
      findings([("App.swift", app), ("Home.swift", sheetOnly), ("Detail.swift", detail)]).isEmpty)
  }
}
