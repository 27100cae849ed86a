import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct UIApplicationTests {
  private struct Opener: View {
    @State private var opened = ""
    var body: some View {
      VStack {
        Button("Website") { UIApplication.shared.open(URL(string: "https://example.com")!) }
        Button("Settings") {
          UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
        }
        Button("Own") {
          UIApplication.shared.open(URL(string: "recipes://soup")!) { opened += $0 ? "yes" : "no" }
        }
        Text("opened: \(opened)")
      }
      .onOpenURL { url in opened += url.host ?? "" }
    }
  }

  @Test func openSendsOtherURLsOutsideTheAppAndItsOwnToOnOpenURL() throws {
    let host = ViewHost(Opener())
    host.runtime.additionalURLSchemes = ["recipes"]
    try host.tap("Website")
    try host.tap("Settings")
    #expect(
      host.externallyOpenedURLs.map(\.absoluteString) == ["https://example.com", "app-settings:"])
    try host.tap("Own")
    #expect(host.render().contains("opened: soupyes"))
  }

  @Test func canOpenURLIsTrueForOwnAndDesktopSchemesOnly() {
    let host = ViewHost(Text("x"))
    host.runtime.additionalURLSchemes = ["recipes"]
    let app = UIApplication.shared
    #expect(app.canOpenURL(URL(string: "https://apple.com")!))
    #expect(app.canOpenURL(URL(string: "mailto:a@b.c")!))
    #expect(app.canOpenURL(URL(string: "recipes://x")!))
    #expect(!app.canOpenURL(URL(string: "twitter://user")!))
  }

  @Test func theStateFollowsTheScenePhaseAndTheBadgeIsRecorded() {
    let host = ViewHost(Text("x"))
    #expect(UIApplication.shared.applicationState == .active)
    host.scenePhase = .background
    #expect(UIApplication.shared.applicationState == .background)
    UIApplication.shared.applicationIconBadgeNumber = 3
    UIApplication.shared.isIdleTimerDisabled = true
    #expect(host.runtime.deviceRequests.badgeNumber == 3)
    #expect(host.runtime.deviceRequests.isIdleTimerDisabled)
  }

  @Test func sceneChangesPostUIKitsLifecycleNotificationsInOrder() {
    let host = ViewHost(Text("x"))
    let names: [Notification.Name] = [
      UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
    ]
    let seen = Seen()
    let observers = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        seen.add(note.name.rawValue)
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    host.scenePhase = .inactive
    host.scenePhase = .background
    host.scenePhase = .active
    #expect(
      seen.names == [
        "UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification", "UIApplicationDidBecomeActiveNotification",
      ])
  }

  private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ name: String) { lock.withLock { list.append(name) } }
    var names: [String] { lock.withLock { list } }
  }
}
