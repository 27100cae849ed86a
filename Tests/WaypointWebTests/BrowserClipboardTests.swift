import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

/// A view that copies with UIKit's pasteboard, as ported apps do.
private struct CopyCode: View {
  var body: some View {
    Button("Copy code") { UIPasteboard.general.string = "WAYPOINT-42" }
  }
}

private struct CopyApp: App {
  var body: some Scene {
    WindowGroup { CopyCode() }
  }
}

/// What an app copies in a browser tab reaches the browser: `UIPasteboard.general` is the tab's
/// pasteboard, and the page writes its text to the clipboard.
@MainActor
@Suite(
  "Copying in a browser", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct BrowserClipboardIntegrationTests {
  @Test("text UIPasteboard.general copies is written to the page's clipboard")
  func copiedTextReachesThePage() async throws {
    let makeApp: @MainActor () -> CopyApp = { CopyApp() }
    try await withBrowser(app: makeApp) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await browser.waitUntil {
        try await browser.executeScript("return document.body.dataset.connected === '1'")
          as? Bool == true
      }
      let button = try await browser.findElement(
        xpath: "//*[@id='wp-scene']//*[text()='Copy code']")
      try await browser.click(button)
      try await browser.waitUntil {
        try await browser.executeScript("return document.body.dataset.copied") as? String
          == "WAYPOINT-42"
      }
    }
  }
}
