import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

/// Layouts as Chromium draws them: what the HTML asks for is what a person sees.
@MainActor
@Suite(
  "Layouts in a browser", .serialized,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct BrowserLayoutTests {
  /// Six cards in an adaptive grid of columns at least 150 points wide.
  struct Cards: App {
    var body: some Scene {
      WindowGroup {
        ScrollView {
          LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
            ForEach(1...6, id: \.self) { Text("Card \($0)") }
          }
        }
      }
    }
  }

  @Test("an adaptive grid has as many columns as fit the window, as SwiftUI lays it out")
  func adaptiveColumns() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { Cards() }, width: 800, height: 600) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await browser.waitUntil {
        (try? await browser.findElement(xpath: "//*[text()='Card 6']")) != nil
      }
      let lefts = try await browser.executeScript(
        """
        return Array.from(document.querySelectorAll('#wp-scene .grid > *'))
          .map(e => Math.round(e.getBoundingClientRect().left));
        """)
      let columns = Set((lefts as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.intValue })
      #expect(columns.count >= 3, "\(String(describing: lefts))")
    }
  }
}
