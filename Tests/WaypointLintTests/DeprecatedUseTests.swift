import Testing
import WaypointLint

@Suite("Deprecated uses the compiler already reports")
struct DeprecatedUseTests {
  let source = """
    struct A: View {
      @State private var shown = false
      var body: some View {
        NavigationView {
          NavigationLink(destination: Text("B"), isActive: $shown) { Text("B") }
        }
        TabView { Home().tabItem { Text("Home") } }
        NavigationStack { NavigationLink("C") { Text("C") } }
      }
    }
    """

  private func ruleIDs(manifests: [String: String], path: String) -> [String] {
    var linter = Linter()
    linter.waypointPackages = WaypointPackages { manifests[$0] }
    return linter.lint(sources: [(path, source)]).map(\.ruleID)
  }

  @Test("In a package built against Waypoint, only what the compiler does not say is reported")
  func portedPackage() {
    let manifest = """
      .executableTarget(name: "App", dependencies: [
        .product(name: "Waypoint", package: "Waypoint", condition: .when(platforms: [.linux]))])
      """
    let ids = ruleIDs(manifests: ["App/Package.swift": manifest], path: "App/Sources/App/A.swift")
    // The view-based link with a destination view is no deprecation: it is still reported.
    #expect(ids == ["view-based-navigation-link"])
    // Linted from the package's own folder (`waypoint lint` there), the paths are relative.
    #expect(
      ruleIDs(manifests: ["Package.swift": manifest], path: "Sources/App/A.swift")
        == ["view-based-navigation-link"])
  }

  @Test("Elsewhere, NavigationView, .tabItem and NavigationLink(isActive:) are reported")
  func otherProjects() {
    let ids = ruleIDs(
      manifests: [
        "App/Package.swift": #".package(url: "https://example.com/Other", from: "1.0.0")"#
      ],
      path: "App/Sources/App/A.swift")
    #expect(
      ids.sorted() == [
        "navigation-view-deprecated", "tab-item-deprecated", "view-based-navigation-link",
        "view-based-navigation-link",
      ])
    #expect(ruleIDs(manifests: [:], path: "A.swift").count == 4)
  }
}
