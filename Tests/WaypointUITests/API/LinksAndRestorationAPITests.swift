import Foundation
import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Links & restoration API: customization storage, typed payloads, URL forms")
struct LinksAndRestorationAPITests {
  private struct Customizing: View {
    @AppStorage("tabs") private var customization: TabViewCustomization
    @AppStorage("labels") private var labelStyle: ToolbarLabelStyle

    var body: some View {
      VStack {
        Text("Hidden \(customization[tab: "news"].sidebarVisibility == .hidden)")
        Text("Labels \(labelStyle)")
        Button("Change") {
          customization[tab: "news"].sidebarVisibility = .hidden
          labelStyle = .iconOnly
        }
      }
    }
  }

  @Test("@AppStorage keeps a tab view customization and a toolbar label style without a default")
  func customizationStorage() throws {
    let defaults = MergingUserDefaults(fileURL: nil)
    let host = ViewHost(Customizing(), appStorage: defaults)
    #expect(!host.elements(labeled: "Hidden false").isEmpty)
    #expect(!host.elements(labeled: "Labels .automatic").isEmpty)
    try host.tap("Change")
    #expect(!host.elements(labeled: "Hidden true").isEmpty)
    #expect(!host.elements(labeled: "Labels .iconOnly").isEmpty)
    #expect(defaults.string(forKey: "labels") == "iconOnly")
    #expect(defaults.string(forKey: "tabs") != nil)
  }

  private struct Row: Identifiable {
    let id: Int
  }

  @Test("a table column customization keeps visibilities and round-trips through JSON")
  func tableColumnCustomization() throws {
    var customization = TableColumnCustomization<Row>()
    #expect(customization[visibility: "name"] == .automatic)
    customization[visibility: "name"] = .hidden
    let data = try JSONEncoder().encode(customization)
    let decoded = try JSONDecoder().decode(TableColumnCustomization<Row>.self, from: data)
    #expect(decoded == customization)
    #expect(decoded[visibility: "name"] == .hidden)
  }

  private struct Recipe: Codable, Equatable {
    let name: String
  }

  @Test("typed payloads round-trip, and a missing one throws invalidContent")
  func typedPayload() throws {
    let activity = NSUserActivity(activityType: "com.example.view")
    #expect(throws: NSUserActivity.TypedPayloadError.invalidContent) {
      try activity.typedPayload(Recipe.self)
    }
    try activity.setTypedPayload(Recipe(name: "Soup"))
    #expect(try activity.typedPayload(Recipe.self) == Recipe(name: "Soup"))
  }

  @Test("systemAction with prefersInApp is a system action")
  func systemActionPrefersInApp() {
    let url = URL(string: "https://example.com")!
    #expect(OpenURLAction.Result.systemAction(prefersInApp: true) == .systemAction)
    #expect(OpenURLAction.Result.systemAction(url, prefersInApp: false) == .systemAction(url))
  }

  @Test("external event preferences are recorded")
  func handlesExternalEvents() {
    let host = ViewHost(
      Text("Window").handlesExternalEvents(preferring: ["b", "a"], allowing: ["*"]))
    #expect(
      host.render().contains(#".handlesExternalEvents(preferring: ["a", "b"], allowing: ["*"])"#))
  }

  private struct Stored: View {
    @AppStorage("count") private var count = 0
    var body: some View { Text("Count \(count)") }
  }

  private struct Counter: App {
    let store: UserDefaults
    init() { store = UserDefaults(suiteName: "unused") ?? .standard }
    init(store: UserDefaults) { self.store = store }
    var body: some Scene {
      WindowGroup { Stored() }
        .defaultAppStorage(store)
        .restorationBehavior(.automatic)
    }
  }

  @Test("a scene's defaultAppStorage is the store its views' @AppStorage reads")
  func sceneDefaultAppStorage() {
    let store = MergingUserDefaults(fileURL: nil)
    store.set(7, forKey: "count")
    let host = AppHost(Counter(store: store))
    #expect(!host.elements(labeled: "Count 7").isEmpty)
    #expect(host.render().contains(".restorationBehavior(.automatic)"))
  }
}
