import Foundation
import Recipes
import TestSupport
import Testing
import Waypoint

@testable import WaypointWeb

/// The recipes app's meal plan (SwiftData) in headless Chromium: what one browser plans is in its
/// own store, there after the server restarts, and nowhere in another browser's.
@MainActor
@Suite(
  "The recipes app's meal plan in a browser", .serialized,
  .integration,
  .enabled(if: BrowserSession.isAvailable, "Chromium and chromedriver are not installed"))
struct BrowserMealPlanIntegrationTests {
  private func connected(_ browser: BrowserSession) async throws {
    try await browser.waitUntil {
      try await browser.executeScript("return document.body.dataset.connected === '1'") as? Bool
        == true
    }
  }

  private func tap(_ label: String, _ browser: BrowserSession) async throws {
    try await browser.waitUntil {
      !(try await browser.findElements(xpath: "//*[@id='wp-scene']//*[text()='\(label)']"))
        .isEmpty
    }
    let element = try await browser.findElement(
      xpath: "//*[@id='wp-scene']//*[text()='\(label)']")
    try await browser.click(element)
  }

  private func sceneText(_ browser: BrowserSession) async throws -> String {
    try await browser.executeScript(
      "return document.getElementById('wp-scene').innerText") as? String ?? ""
  }

  @Test("a meal planned in one browser is in its Plan tab after a restart, and not in another's")
  func planKeptPerBrowser() async throws {
    let folder = FileManager.default.temporaryDirectory.appending(
      path: "recipes-web-\(UUID().uuidString)")
    var configuration = RunningServer.testConfiguration
    configuration.appDataFolder = folder
    var server = try await RunningServer.start(configuration: configuration) { RecipesApp() }
    let browser = try await BrowserSession.start()
    do {
      try await browser.navigate(to: server.base + "/recipe/shakshuka")
      try await connected(browser)
      try await tap("Plan Meal…", browser)
      try await tap("Thursday", browser)
      try await browser.waitUntil {
        !(try await browser.findElements(css: "dialog[open] input")).isEmpty
      }
      let note = try await browser.findElement(css: "dialog[open] input")
      try await browser.sendKeys("Brunch with Ana", to: note)
      try await tap("Add to Plan", browser)
      try await browser.waitUntil { try await sceneText(browser).contains("Planned") }
      try await browser.navigate(to: server.base + "/plan")
      try await connected(browser)
      try await browser.waitUntil {
        let text = try await sceneText(browser)
        return text.contains("Thursday") && text.contains("Shakshuka")
      }

      await server.stop()
      server = try await RunningServer.start(configuration: configuration) { RecipesApp() }
      try await browser.navigate(to: server.base + "/plan/thursday")
      try await connected(browser)
      try await browser.waitUntil {
        try await browser.findElements(css: "input").count > 0
      }
      let field = try await browser.findElement(xpath: "//input[@value='Brunch with Ana']")
      #expect(!field.isEmpty, "the note came back from the browser's store")
      let stores = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(stores.count == 1, "one folder, the browser's: \(stores)")

      let other = try await BrowserSession.start()
      do {
        try await other.navigate(to: server.base + "/plan")
        try await connected(other)
        try await other.waitUntil { try await sceneText(other).contains("Nothing Planned") }
      } catch {
        await other.quit()
        throw error
      }
      await other.quit()
    } catch {
      await browser.quit()
      await server.stop()
      throw error
    }
    await browser.quit()
    await server.stop()
  }
}
