import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

// The skill's "Universal Links" snippet, as written. Added: `Router` with `handle(url:)` and
// `ContentView` (the skill leaves them undefined). Edit: no `@main` (a test has its own entry).

@Observable @MainActor
private final class Router {
  var path: [String] = []

  func handle(url: URL) {
    let segments = ([url.host].compactMap { $0 } + url.pathComponents).filter { $0 != "/" }
    if let index = segments.firstIndex(of: "item"), index + 1 < segments.count {
      path = [segments[index + 1]]
    }
  }
}

private struct ContentView: View {
  @Environment(Router.self) private var router

  var body: some View {
    @Bindable var router = router
    NavigationStack(path: $router.path) {
      Text("Items")
        .navigationTitle("Items")
        .navigationDestination(for: String.self) { Text("Item \($0)").navigationTitle($0) }
    }
  }
}

private struct MyApp: App {
  @State private var router = Router()
  var body: some Scene {
    WindowGroup {
      ContentView().environment(router).onOpenURL { url in router.handle(url: url) }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
          guard let url = activity.webpageURL else { return }
          router.handle(url: url)
        }
    }
  }
}

@MainActor
@Suite("The skill's deep-link snippets")
struct SkillDeepLinkTests {
  @Test("a custom-scheme URL and a browsing-web activity reach the same router")
  func universalLinks() {
    let host = AppHost(MyApp(), openURL: URL(string: "myapp://item/7"))
    #expect(host.navigationTitles == ["Items", "7"])
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = URL(string: "https://example.com/item/9")
    #expect(host.continueUserActivity(activity))
    #expect(host.navigationTitles == ["Items", "9"])
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Handoff: an advertised activity with a web page fallback, continued elsewhere")
  func handoff() throws {
    struct Advertising: View {
      var body: some View {
        Text("Reading")
          .userActivity("com.example.reading") { activity in
            activity.isEligibleForHandoff = true
            activity.webpageURL = URL(string: "https://example.com/item/3")
            activity.requiredUserInfoKeys = ["item"]
            activity.addUserInfoEntries(from: ["item": "3"])
          }
      }
    }
    let advertiser = ViewHost(Advertising())
    let activity = try #require(advertiser.currentUserActivity)
    #expect(activity.isEligibleForHandoff)
    #expect(activity.userInfo?["item"] as? String == "3")
    // The receiving app has no handler of that type: nothing continues it.
    let receiver = AppHost(MyApp())
    #expect(!receiver.continueUserActivity(activity))
    #expect(receiver.navigationTitles == ["Items"])
  }
}
