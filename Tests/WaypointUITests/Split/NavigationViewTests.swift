import Testing
import Waypoint
import WaypointTesting

/// Hosts for apps written with the deprecated API. Tests reach them through this protocol, whose
/// requirements are not deprecated, so that only the apps' own code uses the deprecated API.
@MainActor
protocol LegacyHosting {
  func stackHost() -> ViewHost
  func columnsHost(_ sizeClass: UserInterfaceSizeClass) -> ViewHost
}

/// Apps written before NavigationStack, as they were written.
struct LegacyApps: LegacyHosting {
  @available(*, deprecated)
  struct StackStyle: View {
    var body: some View {
      NavigationView {
        List {
          NavigationLink("Settings") { SettingsView() }
        }
        .navigationTitle("Home")
      }
      .navigationViewStyle(.stack)
    }
  }

  @available(*, deprecated)
  struct Columns: View {
    @State private var selection: Category?
    var body: some View {
      NavigationView {
        List(Category.allCases, selection: $selection) { category in
          NavigationLink(category.name, value: category)
        }
        .navigationTitle("Categories")
        Text(selection?.name ?? "Pick a category").navigationTitle("Detail")
      }
    }
  }

  @available(*, deprecated)
  func stackHost() -> ViewHost { ViewHost(StackStyle()) }
  @available(*, deprecated)
  func columnsHost(_ sizeClass: UserInterfaceSizeClass) -> ViewHost {
    ViewHost(Columns(), horizontalSizeClass: sizeClass)
  }
}

@MainActor
@Suite("NavigationView, deprecated")
struct NavigationViewTests {
  @Test("with the stack style it is a navigation stack, and its use is diagnosed")
  func stackStyle() throws {
    let host = (LegacyApps() as any LegacyHosting).stackHost()
    #expect(host.navigationTitles == ["Home"])
    try host.tap("Settings")
    #expect(host.navigationTitles == ["Home", "Settings"])
    #expect(host.diagnostics.map(\.code).contains(.navigationViewDeprecated))
    #expect(
      host.diagnostics.first { $0.code == .navigationViewDeprecated }?.fixIt?.contains(
        "Replace NavigationView and its stack style with NavigationStack") == true)
  }

  @Test("otherwise its views are columns, which collapse into one stack at compact width")
  func columns() throws {
    let host = (LegacyApps() as any LegacyHosting).columnsHost(.regular)
    #expect(host.visibleColumns == ["Categories", "Detail"])
    try host.tap("Drinks")
    #expect(!host.elements(labeled: "Drinks").isEmpty)
    #expect(host.diagnostics.map(\.code) == [.navigationViewDeprecated])

    let compact = (LegacyApps() as any LegacyHosting).columnsHost(.compact)
    #expect(compact.navigationTitles == ["Categories"])
    try compact.tap("Drinks")
    #expect(compact.navigationTitles == ["Categories", "Detail"])
  }
}
