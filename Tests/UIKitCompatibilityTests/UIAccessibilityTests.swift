import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct UIAccessibilityTests {
  private struct Saver: View {
    var body: some View {
      Button("Save") {
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
      }
    }
  }

  @Test func postedNotificationsAreRecordedOnTheHost() throws {
    let host = ViewHost(Saver())
    try host.tap("Save")
    #expect(
      host.runtime.deviceRequests.accessibilityNotifications == [
        "announcement: Saved", "screenChanged",
      ])
  }

  @Test func settingsFollowTheHostsEnvironment() {
    let host = ViewHost(Text("x"))
    #expect(!UIAccessibility.isVoiceOverRunning)
    #expect(!UIAccessibility.isBoldTextEnabled)
    host.runtime.legibilityWeight = .bold
    #expect(UIAccessibility.isBoldTextEnabled)
  }
}
