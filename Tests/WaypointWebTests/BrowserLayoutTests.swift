import Foundation
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

/// Layouts as Chromium draws them: what the HTML asks for is what a person sees.
@MainActor
@Suite(
  "Layouts in a browser", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct BrowserLayoutIntegrationTests {
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

  /// Stacks aligned three ways, with a row that fills the width.
  struct Badges: App {
    var body: some Scene {
      WindowGroup {
        VStack(spacing: 12) {
          VStack {
            Text("Apollo 11")
            Text("The first crewed landing on the Moon")
            HStack {
              Text("Crew")
              Spacer()
              Text("3")
            }
          }
          VStack(alignment: .trailing) {
            Text("July")
            Text("Launched from Kennedy Space Center")
          }
        }
      }
    }
  }

  @Test(
    "a VStack centres or trails children that take their own width; a row with a Spacer fills it")
  func stackAlignment() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { Badges() }, width: 800, height: 600) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await browser.waitUntil {
        (try? await browser.findElement(xpath: "//*[text()='July']")) != nil
      }
      func box(_ text: String) async throws -> [Double] {
        let value = try await browser.executeScript(
          """
          const e = Array.from(document.querySelectorAll('#wp-scene *'))
            .find(e => e.textContent === arguments[0] && e.children.length === 0);
          const r = e.getBoundingClientRect();
          return [r.left, r.right];
          """, args: [text])
        return (value as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
      }
      let title = try await box("Apollo 11")
      let caption = try await box("The first crewed landing on the Moon")
      #expect(title.count == 2 && caption.count == 2)
      guard title.count == 2, caption.count == 2 else { return }
      #expect(title[0] > caption[0] + 10, "centred: the short line starts further in")
      #expect(abs((title[0] + title[1]) / 2 - (caption[0] + caption[1]) / 2) < 2)
      let crew = try await box("Crew")
      let count = try await box("3")
      #expect(
        (count.last ?? 0) - (crew.first ?? 0) > (caption[1] - caption[0]) - 2,
        "the row with a Spacer is as wide as the stack")
      let month = try await box("July")
      let place = try await box("Launched from Kennedy Space Center")
      #expect(abs((month.last ?? 0) - (place.last ?? 0)) < 2, "trailing: the right edges meet")
      #expect((month.first ?? 0) > (place.first ?? 0) + 10)
    }
  }

  /// A link in a list and one outside it.
  struct Links: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          VStack {
            NavigationLink("Outside", value: 1)
            List { NavigationLink("Inside", value: 2) }
          }
          .navigationDestination(for: Int.self) { Text("Screen \($0)") }
        }
      }
    }
  }

  @Test("only a link that is a list row shows a disclosure chevron")
  func chevrons() async throws {
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    try await withBrowser(app: { Links() }, width: 800, height: 600) { browser, server in
      try await browser.navigate(to: server.base + "/")
      try await browser.waitUntil {
        (try? await browser.findElement(xpath: "//*[text()='Inside']")) != nil
      }
      let chevrons = try await browser.executeScript(
        """
        return Array.from(document.querySelectorAll('#wp-scene .link'))
          .map(e => e.textContent.trim() + ':' + getComputedStyle(e, '::after').content);
        """)
      let found = (chevrons as? [Any] ?? []).compactMap { $0 as? String }.sorted()
      #expect(found == ["Inside:\"›\"", "Outside:none"], "\(found)")
    }
  }
}
