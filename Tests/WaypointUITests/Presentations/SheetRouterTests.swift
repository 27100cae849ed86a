// The skill's enum-driven sheet routing, described in words only ("Sheet Presentation"): an
// `enum SheetDestination: Identifiable` stored on an `@Observable @MainActor` router injected
// with `.environment`, presented by one shared modifier, so any child view can present a sheet
// by setting `router.sheet`.
import Testing
import Waypoint
import WaypointTesting

enum SheetDestination: Identifiable, Hashable {
  case share(recipe: String)
  case settings

  var id: Self { self }
}

@Observable @MainActor
final class SheetRouter {
  var sheet: SheetDestination?
}

/// The one place sheets are presented.
private struct SheetHost<Content: View>: View {
  @Environment(SheetRouter.self) private var router
  let content: Content

  var body: some View {
    @Bindable var router = router
    content.sheet(item: $router.sheet) { destination in
      switch destination {
      case .share(let recipe):
        NavigationStack { Text("Share \(recipe)").navigationTitle("Share") }
      case .settings:
        NavigationStack { Text("Settings").navigationTitle("Settings") }
      }
    }
  }
}

/// A child deep inside that presents by setting the router.
private struct RecipeRowView: View {
  @Environment(SheetRouter.self) private var router
  var body: some View {
    Button("Share soup") { router.sheet = .share(recipe: "soup") }
  }
}

@MainActor
@Suite("Enum-driven sheet routing")
struct SheetRouterTests {
  @Test("any child presents a sheet by setting the router; dismissing clears it")
  func routing() throws {
    let router = SheetRouter()
    let host = ViewHost(
      SheetHost(content: NavigationStack { VStack { RecipeRowView() }.navigationTitle("Home") })
        .environment(router))
    try host.tap("Share soup")
    #expect(host.presentations == [PresentedLayer(kind: .sheet, title: "Share")])
    router.sheet = .settings
    host.flush()
    #expect(host.presentations == [PresentedLayer(kind: .sheet, title: "Settings")])
    try host.dismiss()
    #expect(router.sheet == nil)
    #expect(host.presentations.isEmpty)
  }
}
