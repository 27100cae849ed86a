import Foundation
import Recipes
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

/// A tab hidden long enough is parked in headless Chromium: its memory is given back, and shown
/// again it comes back to the same screen, sheet and typed note.
@MainActor
@Suite(
  "Parking a hidden tab in a browser", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct BrowserParkingIntegrationTests {
  private static let noteField = "dialog.kind-sheet[open] input"

  private func script(_ browser: BrowserSession, _ source: String) async throws -> Any? {
    try await browser.executeScript(source)
  }

  private func tap(_ label: String, _ browser: BrowserSession) async throws {
    let path = "//*[@id='wp-scene']//*[text()='\(label)']"
    try await browser.waitUntil { try await !browser.findElements(xpath: path).isEmpty }
    try await browser.click(browser.findElement(xpath: path))
  }

  /// Makes the page report itself hidden or shown, as switching browser tabs does.
  private func setHidden(_ hidden: Bool, _ browser: BrowserSession) async throws {
    _ = try await script(
      browser,
      "Object.defineProperty(document, 'hidden', {configurable: true, get: () => \(hidden)});"
        + "document.dispatchEvent(new Event('visibilitychange'));")
  }

  @Test("a hidden tab is parked within seconds and, shown again, has its sheet and typed note")
  func parkAndWake() async throws {
    var configuration = RunningServer.testConfiguration
    configuration.parkHiddenAfter = .seconds(1)
    configuration.parkIdleAfter = nil
    let server = try await RunningServer.start(configuration: configuration) { RecipesApp() }
    let browser = try await BrowserSession.start()
    do {
      try await browser.navigate(to: server.base + "/recipe/shakshuka")
      try await browser.waitUntil {
        try await script(browser, "return document.body.dataset.connected === '1'") as? Bool
          == true
      }
      try await tap("Plan Meal…", browser)
      try await tap("Monday", browser)
      try await browser.waitUntil { try await !browser.findElements(css: Self.noteField).isEmpty }
      try await browser.sendKeys("Bring bread", to: browser.findElement(css: Self.noteField))
      try await browser.waitUntil {
        try await script(browser, "return document.querySelector('\(Self.noteField)').value")
          as? String == "Bring bread"
      }
      // The page's own tab, and any the browser's other requests made (they have no socket).
      let live = server.server.tabCount

      try await setHidden(true, browser)
      try await browser.waitUntil(timeout: .seconds(10)) {
        try await script(browser, "return document.body.dataset.parked === '1'") as? Bool == true
      }
      // The worker holds no tab now; the page stays as it was, disconnected, and does not retry.
      #expect(server.server.tabCount == live - 1)
      #expect(server.server.parkedTabCount == 1)
      try await Task.sleep(for: .seconds(1))
      #expect(server.server.tabCount == live - 1)
      #expect(
        try await script(browser, "return document.body.dataset.connected") as? String == "0")

      try await setHidden(false, browser)
      try await browser.waitUntil(timeout: .seconds(10)) {
        let note = try await script(
          browser,
          "const f = document.querySelector('\(Self.noteField)'); return f ? f.value : null")
        let connected = try await script(
          browser, "return document.body.dataset.connected === '1'")
        return connected as? Bool == true && note as? String == "Bring bread"
      }
      #expect(try await browser.title() == "Monday")
      #expect(server.server.tabCount == live)
      #expect(try await script(browser, "return document.body.dataset.parked") as? String == "0")
      // The woken tab answers: adding the meal closes the sheet.
      try await tap("Add to Plan", browser)
      try await browser.waitUntil { try await browser.findElements(css: "dialog[open]").isEmpty }
    } catch {
      await browser.quit()
      await server.stop()
      throw error
    }
    await browser.quit()
    await server.stop()
  }
}
